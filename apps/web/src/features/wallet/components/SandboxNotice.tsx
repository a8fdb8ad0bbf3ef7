import ScienceOutlined from "@mui/icons-material/ScienceOutlined";
import { Alert, AlertTitle } from "@mui/material";
import { useTranslation } from "react-i18next";

/** The built-in payment provider is a sandbox: say plainly that no real money moves. */
export function SandboxNotice({ kind }: { kind: "recharge" | "withdraw" }) {
  const { t } = useTranslation("wallet");
  return (
    <Alert severity="warning" icon={<ScienceOutlined />} data-testid="sandbox-notice" sx={{ mb: 2 }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{t("sandbox.title")}</AlertTitle>
      {t(`sandbox.${kind}`)}
    </Alert>
  );
}
