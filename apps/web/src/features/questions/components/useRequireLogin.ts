import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../../lib/session";
import { useToast } from "../../../lib/toast";
import { type LoginReason, openLoginPrompt } from "./login-prompt";

/**
 * Actions on a question need an account. A visitor who tries one is told why first (LoginPromptHost:
 * "Log in to like answers", then /login and back to this page); where no prompt is mounted, a toast
 * says it on the way to /login. Returns true when the caller is logged in (the action may go on).
 */
export function useRequireLogin(): (reason: LoginReason) => boolean {
  const { isLoggedIn } = useSession();
  const { t } = useTranslation("question");
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  return (reason) => {
    if (isLoggedIn) return true;
    const from = location.pathname + location.search;
    if (!openLoginPrompt({ reason, from })) {
      toast(t(`login_prompt.title.${reason}`), "info");
      navigate("/login", { state: { from } });
    }
    return false;
  };
}
