import { startTransition, useCallback } from "react";
import { useNavigate } from "react-router";
import { useSession } from "../../lib/session";

/**
 * Logout (spec 4): removes the session and goes to /. Both happen in one transition: the router renders
 * a navigation as a transition, so a sign-out rendered before it would let the screen still shown (one
 * that needs a login, e.g. the user centre) send the visitor to /login instead of /.
 */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    startTransition(() => {
      navigate("/");
      signOut();
    });
  }, [navigate, signOut]);
}
