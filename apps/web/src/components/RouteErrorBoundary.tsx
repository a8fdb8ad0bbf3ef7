import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Drawn without MUI (light.css): the failed screen may be the one that was loading MUI. */
function PageError() {
  const { t } = useTranslation();
  return (
    <div className="l-page-error">
      <div className="l-alert" role="alert" data-testid="page-error">
        <div className="l-alert__text">
          <p className="l-alert__title">{t("page_error.title")}</p>
          {t("page_error.body")}
        </div>
        <button type="button" className="l-btn" onClick={() => window.location.reload()}>
          {t("page_error.reload")}
        </button>
      </div>
    </div>
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
