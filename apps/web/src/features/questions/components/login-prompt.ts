import { useSyncExternalStore } from "react";

/** What a visitor tried that needs an account (each has its own explanation in question:login_prompt). */
export type LoginReason = "like" | "dislike" | "favorite" | "rate";

export interface LoginPromptState {
  reason: LoginReason;
  /** The page to come back to after logging in. */
  from: string;
}

// One prompt for the whole screen: the buttons that need a login (question and answer reactions, stars)
// open it, LoginPromptHost shows it.
let current: LoginPromptState | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Opens the prompt; false when no LoginPromptHost is mounted (the caller then goes to /login itself). */
export function openLoginPrompt(prompt: LoginPromptState): boolean {
  if (listeners.size === 0) return false;
  current = prompt;
  emit();
  return true;
}

export function closeLoginPrompt(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) current = null;
  };
}

export const useLoginPrompt = (): LoginPromptState | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

/** like/unlike → like, dislike/undislike → dislike, favorite/unfavorite → favorite. */
export function loginReasonOf(
  action: "like" | "unlike" | "dislike" | "undislike" | "favorite" | "unfavorite",
): LoginReason {
  const base = action.replace(/^un/, "");
  return base === "dislike" || base === "favorite" ? base : "like";
}
