import { useDeferredValue } from "react";

/**
 * A long list shows its first `first` rows in the render that receives them and the rest in a
 * background (transition) render that React splits into small slices, so a phone is never blocked
 * for the whole list at once (issue 8: total blocking time). Call it in a component that mounts
 * with the data: the first rows are its initial value.
 */
export function useProgressive<T>(items: readonly T[], first: number): readonly T[] {
  return useDeferredValue(items, items.length > first ? items.slice(0, first) : items);
}
