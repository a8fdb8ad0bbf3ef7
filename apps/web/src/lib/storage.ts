import {
  DEFAULT_LOCALE,
  LANG_COOKIE,
  LOCALES,
  type Locale,
  queryLocale,
  type SessionUser,
} from "@ask/contracts";

/** Browser storage keys of spec section 3. */
export const STORAGE_KEYS = {
  token: "token",
  accessToken: "access_token",
  user: "user",
  userId: "userId",
  role: "role",
  expertId: "expertId",
  lang: "lang",
  cart: "cart",
  location: "location",
} as const;

/** Dispatched on window after every write of the cart in this tab (features/store/cart.ts). */
export const CART_CHANGE_EVENT = "askearn:cart-change";

/** Whether the browser cart holds anything (the store removes the key when it empties). */
export function hasStoredCart(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.cart) !== null;
  } catch {
    return false;
  }
}

export function storedLang(): Locale {
  const value = localStorage.getItem(STORAGE_KEYS.lang);
  return LOCALES.includes(value as Locale) ? (value as Locale) : DEFAULT_LOCALE;
}

/**
 * A page opened at an address naming its language (`?lang=en`: each language of a public page has its
 * own address for search engines, issue 19) switches the reader to that language, as the server
 * already drew the page in it.
 */
export function adoptAddressLang(search: string): void {
  const lang = queryLocale(new URLSearchParams(search));
  if (lang && lang !== storedLang()) storeLang(lang);
}

export function storeLang(lang: Locale): void {
  localStorage.setItem(STORAGE_KEYS.lang, lang);
  mirrorLangCookie(lang);
}

/**
 * The server cannot read localStorage: a cookie carries the language too, so the page arrives with the
 * right `lang`/`dir` and that language's texts preloaded. Not sensitive; a year, whole site.
 */
export function mirrorLangCookie(lang: Locale): void {
  if (!document.cookie.split("; ").includes(`${LANG_COOKIE}=${lang}`)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
    document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
}

export function storedToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function storedUser(): SessionUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: SessionUser): void {
  storeToken(token);
  storeUser(user);
}

/** The token alone: the server renews it (GET /me) after a role change, same session and expiry. */
export function storeToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
}

export function storeUser(user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.userId, String(user.id));
  localStorage.setItem(STORAGE_KEYS.role, user.role);
  if (user.expert_id !== null) localStorage.setItem(STORAGE_KEYS.expertId, String(user.expert_id));
  else localStorage.removeItem(STORAGE_KEYS.expertId);
}

export function clearSession(): void {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.user,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.role,
    STORAGE_KEYS.expertId,
  ]) {
    localStorage.removeItem(key);
  }
}
