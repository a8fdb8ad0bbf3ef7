import type { HousingQuery } from "@ask/contracts";
import { useSession } from "../../../../lib/session";

/**
 * Cache keys of the housing screens. The viewer is part of list and detail keys because every
 * listing carries is_mine for the caller.
 */
export const housingKeys = {
  all: ["housing"] as const,
  lists: () => ["housing", "list"] as const,
  list: (viewer: number, query: HousingQuery) => ["housing", "list", viewer, query] as const,
  cities: () => ["housing", "cities"] as const,
  detailOf: (id: number) => ["housing", "detail", id] as const,
  detail: (id: number, viewer: number) => ["housing", "detail", id, viewer] as const,
};

/** The id of the signed-in viewer, 0 for a visitor. */
export const useViewerId = () => useSession().user?.id ?? 0;
