import { useTranslation } from "react-i18next";
import { SearchField } from "../../../components/SearchField";

/** The server refuses longer searches (contracts MessageListQuery). */
const SEARCH_MAX_CHARS = 100;

/** The search box of /messages: submitting puts the words in the URL (?q=). */
export function MessageSearchBox({ value, onSearch }: { value: string; onSearch(search: string): void }) {
  const { t } = useTranslation("messages");
  return (
    <SearchField
      value={value}
      onSearch={onSearch}
      labels={{ placeholder: t("search_placeholder"), clear: t("clear_search"), submit: t("search") }}
      maxLength={SEARCH_MAX_CHARS}
      testId="message-search"
    />
  );
}
