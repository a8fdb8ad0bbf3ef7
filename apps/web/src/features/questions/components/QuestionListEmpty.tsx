import InboxOutlined from "@mui/icons-material/InboxOutlined";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/EmptyState";

/** An empty question list: the spec's "no data" message, with an optional hint below it. */
export function QuestionListEmpty({ hint }: { hint?: string }) {
  const { t } = useTranslation("questions");
  return <EmptyState testId="question-list-empty" icon={InboxOutlined} title={t("empty")} text={hint} />;
}
