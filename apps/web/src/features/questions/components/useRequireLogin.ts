import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../../lib/session";

/**
 * Actions on a question need an account: a visitor who tries one is sent to /login.
 * Returns true when the caller is logged in (the action may go on).
 */
export function useRequireLogin(): () => boolean {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (isLoggedIn) return true;
    navigate("/login", { state: { from: location.pathname + location.search } });
    return false;
  };
}
