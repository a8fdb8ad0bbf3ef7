import HomeWorkOutlined from "@mui/icons-material/HomeWorkOutlined";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/ui/EmptyState";

/** An unknown listing id: a clear message and a way back to the list. */
export function HousingUnavailable() {
  const { t } = useTranslation("housing");
  return (
    <EmptyState
      variant="page"
      testId="housing-not-found"
      icon={HomeWorkOutlined}
      title={t("detail.not_found_title")}
      text={t("detail.not_found_body")}
      links={[{ to: "/houses", label: t("detail.browse") }]}
    />
  );
}
