import { type ReactNode, useEffect, useState } from "react";

/**
 * Renders `children` once the browser is idle after this screen's first render (at most `timeoutMs`
 * later). For content below the first screenful — a form, more sections — whose code and data
 * should not compete with what the reader sees first (issue 8: largest contentful paint).
 */
export function WhenIdle({
  children,
  fallback = null,
  timeoutMs = 2000,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  timeoutMs?: number;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const done = () => setReady(true);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(done, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, 200);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return ready ? children : fallback;
}
