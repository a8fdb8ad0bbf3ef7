import type { Merchant } from "@ask/contracts";
import OpenInNew from "@mui/icons-material/OpenInNew";
import { Alert, Box, Button, Card, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/**
 * The merchant's own site. When it allows being framed (probed by the server on save) it is shown in
 * a sandboxed frame: scripts and forms run, but without allow-same-origin the page gets an opaque
 * origin and can touch neither our cookies, our storage nor this window. Otherwise a link opens it.
 */
export function MerchantSite({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation("store");
  const url = merchant.site_url;
  if (!url) {
    return (
      <Typography variant="body2" color="textSecondary" data-testid="merchant-no-site">
        {t("merchant.no_site")}
      </Typography>
    );
  }
  const link = (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      size="small"
      endIcon={<OpenInNew sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />}
      data-testid="merchant-site-link"
      sx={{ flexShrink: 0 }}
    >
      {t("merchant.open_site")}
    </Button>
  );
  if (!merchant.embeddable) {
    return (
      <Alert
        severity="info"
        data-testid="merchant-not-embeddable"
        sx={{ alignItems: "center", "& .MuiAlert-message": { flex: 1, minWidth: 0 } }}
      >
        <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1.5 }}>
          <Box sx={{ flex: "1 1 220px", minWidth: 0 }}>
            {t("merchant.not_embeddable")}
            <Typography
              variant="body2"
              component="div"
              sx={{ mt: 0.5, overflowWrap: "anywhere", opacity: 0.8 }}
            >
              <bdi dir="ltr">{url}</bdi>
            </Typography>
          </Box>
          {link}
        </Box>
      </Alert>
    );
  }
  return (
    <Card sx={{ overflow: "hidden" }}>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1,
          px: 1.5,
          py: 0.75,
          borderBottom: 1,
          borderColor: "divider",
          bgcolor: "action.hover",
        }}
      >
        <Typography
          variant="body2"
          color="textSecondary"
          dir="ltr"
          noWrap
          sx={{ flex: 1, minWidth: 0, textAlign: "start" }}
        >
          {url}
        </Typography>
        {link}
      </Box>
      <Box
        component="iframe"
        src={url}
        title={t("merchant.site_title", { name: merchant.name })}
        sandbox="allow-scripts allow-forms allow-popups"
        referrerPolicy="no-referrer"
        loading="lazy"
        data-testid="merchant-site-frame"
        sx={{ display: "block", width: "100%", height: { xs: 420, md: 560 }, border: 0, bgcolor: "#fff" }}
      />
    </Card>
  );
}
