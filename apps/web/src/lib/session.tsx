import { authRoutes, type LoginResponse, type MeResponse, type SessionUser } from "@ask/contracts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { callEndpoint, onForbidden, onUnauthorized } from "./api-client";
import { onSessionRefreshRequest } from "./session-events";
import { clearSession, storedToken, storedUser, storeSession, storeToken, storeUser } from "./storage";

interface Session {
  user: SessionUser | null;
  isLoggedIn: boolean;
  signIn(result: LoginResponse): void;
  signOut(): void;
  updateUser(user: SessionUser): void;
}

const SessionContext = createContext<Session | null>(null);

/** Logged in = a user record and a token in browser storage (spec section 4). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(() => (storedToken() ? storedUser() : null));

  const signIn = useCallback((result: LoginResponse) => {
    storeSession(result.access_token, result.user);
    setUser(result.user);
  }, []);
  const signOut = useCallback(() => {
    clearSession();
    setUser(null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === "me" });
  }, [queryClient]);
  const updateUser = useCallback((next: SessionUser) => {
    storeUser(next);
    setUser(next);
  }, []);

  useEffect(() => onUnauthorized(signOut), [signOut]);
  useLiveUser(user?.id ?? null, setUser, queryClient);

  const value = useMemo(
    () => ({ user, isLoggedIn: user !== null, signIn, signOut, updateUser }),
    [user, signIn, signOut, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}

/** Focus and 403 refreshes at most this often (a pushed role change is read at once). */
const REFRESH_MIN_INTERVAL_MS = 2000;

const sessionUserOf = (me: MeResponse): SessionUser => ({
  id: me.id,
  role: me.role,
  expert_id: me.expert_id,
  username: me.username,
  avatar: me.avatar,
  level: me.level,
  lang: me.lang,
});

/**
 * Keeps the stored user (localStorage user, role, expertId — spec 3) equal to the server's, so a role
 * granted or taken while the app is open shows at once, without a new login: GET /me when the app
 * starts, when the window gets focus back, after any 403 (the role may be older than the server's),
 * and when the live stream says the role changed (requestSessionRefresh). A token issued before the
 * change is replaced by the renewed one /me returns. When the role or expert id changed, every query
 * is asked again (what the user may see changed with it).
 */
function useLiveUser(
  userId: number | null,
  setUser: (user: SessionUser) => void,
  queryClient: QueryClient,
): void {
  const inFlight = useRef(false);
  const again = useRef(false);
  const lastRun = useRef(0);

  const refresh = useCallback(async () => {
    const token = storedToken();
    if (!token) return;
    if (inFlight.current) {
      again.current = true; // a change may have happened after the running request was answered
      return;
    }
    inFlight.current = true;
    lastRun.current = Date.now();
    try {
      const me = await callEndpoint(authRoutes.me, {});
      if (storedToken() !== token) return; // signed out or in as someone else meanwhile
      if (me.access_token) storeToken(me.access_token);
      const next = sessionUserOf(me);
      const previous = storedUser();
      queryClient.setQueryData(["me", me.id], me);
      if (JSON.stringify(previous) === JSON.stringify(next)) return;
      storeUser(next);
      setUser(next);
      if (previous?.role !== next.role || previous?.expert_id !== next.expert_id) {
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "me" });
      }
    } catch {
      // 401 signs out (onUnauthorized); a network failure leaves the session as it is.
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        void refresh();
      }
    }
  }, [setUser, queryClient]);

  useEffect(() => {
    if (userId === null) return;
    const throttled = () => {
      if (Date.now() - lastRun.current >= REFRESH_MIN_INTERVAL_MS) void refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") throttled();
    };
    void refresh();
    window.addEventListener("focus", throttled);
    document.addEventListener("visibilitychange", onVisible);
    const stopForbidden = onForbidden(throttled);
    const stopPush = onSessionRefreshRequest(() => void refresh());
    return () => {
      window.removeEventListener("focus", throttled);
      document.removeEventListener("visibilitychange", onVisible);
      stopForbidden();
      stopPush();
    };
  }, [userId, refresh]);
}
