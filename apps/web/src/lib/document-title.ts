import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Screen names (common.json `screens`), one per routed screen. */
export type ScreenName =
  | "home"
  | "login"
  | "categories"
  | "user_center"
  | "questions"
  | "question"
  | "user_profile"
  | "publish"
  | "my_questions"
  | "recharge"
  | "recharge_records"
  | "withdraw"
  | "cards"
  | "balance_logs"
  | "admin_appeals"
  | "admin_experts"
  | "admin_reconciliation"
  | "admin_payouts"
  | "admin_reports"
  | "admin_users"
  | "admin_words"
  | "admin_audit"
  | "expert_categories"
  | "expert_qa"
  | "messages"
  | "message"
  | "houses"
  | "house"
  | "house_editor"
  | "sales"
  | "sale"
  | "housekeeping"
  | "housekeeping_item"
  | "service_shop"
  | "shop_review"
  | "job"
  | "jobs"
  | "listing_editor"
  | "my_listings"
  | "merchant"
  | "store"
  | "cart"
  | "order_confirm"
  | "orders"
  | "order"
  | "product"
  | "merchant_orders"
  | "search"
  | "dashboard"
  | "not_found";

/**
 * The document title of a screen: "<what it shows> - <app name>" in the reader's language, e.g.
 * "问题标题 - 有问必赏". `title` (a question's or listing's own title, once loaded) replaces the screen
 * name. Follows a language change (useTranslation re-renders). Plain React and i18next: no MUI, so
 * the light home screen can use it.
 */
export function useDocumentTitle(screen: ScreenName, title?: string | null): void {
  const { t } = useTranslation("common");
  const name = title?.trim() || t(`screens.${screen}`);
  const app = t("app_title");
  useEffect(() => {
    document.title = `${name} - ${app}`;
  }, [name, app]);
}
