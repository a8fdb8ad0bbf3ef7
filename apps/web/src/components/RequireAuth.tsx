import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../lib/session";

/** Screens that need a login send a logged-out visitor to /login (spec 2 and 6). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (!isLoggedIn)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}
