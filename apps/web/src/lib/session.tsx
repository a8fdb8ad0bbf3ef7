import type { LoginResponse, SessionUser } from "@ask/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { onUnauthorized } from "./api-client";
import { clearSession, storedToken, storedUser, storeSession, storeUser } from "./storage";

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
