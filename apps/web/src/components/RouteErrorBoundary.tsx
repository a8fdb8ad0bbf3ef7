import { Alert, AlertTitle, Box, Button } from "@mui/material";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

function PageError() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 640, mx: "auto", px: 2, py: 6 }}>
      <Alert
        severity="error"
        data-testid="page-error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t("page_error.reload")}
          </Button>
        }
      >
        <AlertTitle>{t("page_error.title")}</AlertTitle>
        {t("page_error.body")}
      </Alert>
    </Box>
  );
}

/**
 * A screen that fails — its code could not be downloaded (a dropped connection, the 120 s chunk
 * timeout of spec 9, a new release whose files replaced the old ones), or it threw while rendering —
 * shows a translated notice with a reload button in place of the screen, while the top bar stays.
 * Keyed by the path in the shell, so moving to another screen tries again.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn("screen failed", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
