import InboxOutlined from "@mui/icons-material/InboxOutlined";
import SearchOff from "@mui/icons-material/SearchOff";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/EmptyState";

/** No messages at all, or none matching the search (with a way back to all of them). */
export function MessageListEmpty({ search, onClearSearch }: { search: string; onClearSearch(): void }) {
  const { t } = useTranslation("messages");
  return (
    <EmptyState
      testId="message-list-empty"
      icon={search ? SearchOff : InboxOutlined}
      title={search ? t("empty_search", { q: search }) : t("empty")}
      text={search ? t("empty_search_hint") : t("empty_hint")}
      action={
        search && (
          <Button variant="outlined" size="small" onClick={onClearSearch} data-testid="message-show-all">
            {t("show_all")}
          </Button>
        )
      }
    />
  );
}
