import InstallMobileIcon from "@mui/icons-material/InstallMobile";
import { Box, Button, Card, CardContent, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/**
 * The app download option of the home page. The product ships as an installable web app (manifest),
 * so on Android Chrome the button installs it; elsewhere we explain how to add it to the home screen.
 */
export function AppDownloadCard() {
  const { t } = useTranslation("home");
  const [promptEvent, setPromptEvent] = useState<InstallPromptEvent | null>(null);
  const [showHelp, setShowHelp] = useState(false);
  const [installed, setInstalled] = useState(false);

  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setPromptEvent(e as InstallPromptEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  const install = async () => {
    if (!promptEvent) {
      setShowHelp(true);
      return;
    }
    await promptEvent.prompt();
    const { outcome } = await promptEvent.userChoice;
    if (outcome === "accepted") setInstalled(true);
    setPromptEvent(null);
  };

  return (
    <Card component="section" aria-labelledby="app-heading">
      <CardContent sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        <InstallMobileIcon color="primary" sx={{ fontSize: 44 }} />
        <Box sx={{ flex: "1 1 220px" }}>
          <Typography sx={{ fontWeight: 700 }} id="app-heading" variant="h6" component="h2">
            {t("app.title")}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {installed ? t("app.installed") : showHelp ? t("app.help") : t("app.body")}
          </Typography>
        </Box>
        <Button variant="contained" onClick={install} disabled={installed} data-testid="app-download">
          {t("app.button")}
        </Button>
      </CardContent>
    </Card>
  );
}
