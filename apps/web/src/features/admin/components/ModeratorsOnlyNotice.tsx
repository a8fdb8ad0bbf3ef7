import { useTranslation } from "react-i18next";
import { AccessNotice } from "./AccessNotice";

/** What a signed-in user who is neither moderator nor administrator sees instead of the queue. */
export function ModeratorsOnlyNotice() {
  const { t } = useTranslation("moderation");
  return (
    <AccessNotice
      title={t("queue.only.title")}
      body={t("queue.only.body")}
      homeLabel={t("queue.only.home")}
      testId="moderators-only"
    />
  );
}
