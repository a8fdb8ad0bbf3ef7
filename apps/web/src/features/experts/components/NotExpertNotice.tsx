import WorkspacePremiumOutlinedIcon from "@mui/icons-material/WorkspacePremiumOutlined";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/EmptyState";

/** Expert screens for a user who is not an expert: where the upgrade button is (settings tab). */
export function NotExpertNotice() {
  const { t } = useTranslation("experts");
  return (
    <EmptyState
      variant="page"
      heading="h2"
      iconColor="secondary.main"
      testId="not-expert-notice"
      icon={WorkspacePremiumOutlinedIcon}
      title={t("not_expert.title")}
      text={t("not_expert.body")}
      links={[{ to: "/userCenter?tab=settings", label: t("not_expert.go_settings") }]}
    />
  );
}
