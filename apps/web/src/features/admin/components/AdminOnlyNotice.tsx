import { useTranslation } from "react-i18next";
import { AccessNotice } from "./AccessNotice";

/** What a signed-in user who is not an administrator sees instead of the moderation screen. */
export function AdminOnlyNotice() {
  const { t } = useTranslation("admin");
  return (
    <AccessNotice
      title={t("only.title")}
      body={t("only.body")}
      homeLabel={t("only.home")}
      testId="admin-only"
    />
  );
}
