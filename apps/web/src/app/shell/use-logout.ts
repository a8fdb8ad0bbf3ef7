import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../lib/session";

/**
 * Logout (spec 4): goes to / and removes the session. The session goes once the navigation has been
 * rendered: react-router renders navigations as transitions, so a sign-out rendered first would let the
 * screen still shown (one that needs a login, e.g. the user centre) send the visitor to /login instead
 * of /; and until then the screen's requests still carry the token (no 401 from a half-closed screen).
 */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // The location the logout was asked on; any later location means the navigation was rendered.
  const askedAt = useRef<string | null>(null);
  useEffect(() => {
    if (askedAt.current !== null && askedAt.current !== location.key) {
      askedAt.current = null;
      signOut();
    }
  }, [location.key, signOut]);
  return useCallback(() => {
    askedAt.current = location.key;
    navigate("/");
  }, [location.key, navigate]);
}
