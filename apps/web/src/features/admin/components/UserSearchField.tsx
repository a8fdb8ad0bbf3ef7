import { useTranslation } from "react-i18next";
import { SearchField } from "../../../components/SearchField";

/** The users page's search box: a username, an id or phone digits. */
export function UserSearchField({ value, onSearch }: { value: string; onSearch(text: string): void }) {
  const { t } = useTranslation("adminUsers");
  return (
    <SearchField
      value={value}
      onSearch={onSearch}
      maxLength={64}
      testId="users-search"
      labels={{
        placeholder: t("users.search"),
        clear: t("users.search_clear"),
        submit: t("users.search_submit"),
      }}
    />
  );
}
