/**
 * Where to go after logging in: the in-app path a screen sent the visitor away from
 * (`navigate("/login", { state: { from } })`), or `fallback`. Anything that could leave the site
 * (`//evil.example`, `/\evil.example`, `https://…`, `javascript:`) or lead back to /login is refused.
 */
export function returnPath(state: unknown, fallback: string): string {
  const from =
    typeof state === "object" && state !== null && "from" in state
      ? (state as { from: unknown }).from
      : undefined;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\"))
    return fallback;
  // Control characters and backslashes are never part of our paths (browsers read "\" as "/").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(from)) return fallback;
  const base = "http://app.invalid";
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (url.pathname === "/login" || url.pathname.startsWith("/login/")) return fallback;
  return url.pathname + url.search + url.hash;
}
