import HelpOutlineIcon from "@mui/icons-material/HelpOutlineOutlined";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/EmptyState";

/** A missing, removed or private question: a friendly message instead of an error. */
export function QuestionUnavailable() {
  const { t } = useTranslation("question");
  return (
    <EmptyState
      variant="page"
      testId="question-unavailable"
      icon={HelpOutlineIcon}
      title={t("not_found.title")}
      text={t("not_found.body")}
      links={[
        { to: "/questions", label: t("not_found.browse") },
        { to: "/home", label: t("not_found.home") },
      ]}
    />
  );
}
