import { type Category, catalogueRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint, endpointKey } from "../../../lib/api-client";
import { useLocale } from "../../../lib/use-locale";

export const useCategories = (channelId: number | undefined) => {
  const input = { query: { channel_id: channelId, lang: useLocale() } };
  return useQuery({
    queryKey: endpointKey(catalogueRoutes.listCategories, input),
    queryFn: ({ signal }) => callEndpoint(catalogueRoutes.listCategories, input, { signal }),
    enabled: channelId !== undefined,
    staleTime: 10 * 60_000,
  });
};

export interface CategoryGroup {
  top: Category;
  children: Category[];
}

/** Top-level categories with their children, in server order. */
export function groupCategories(categories: Category[]): CategoryGroup[] {
  const groups = new Map<number, CategoryGroup>();
  for (const c of categories) if (c.parent_id === null) groups.set(c.id, { top: c, children: [] });
  for (const c of categories) if (c.parent_id !== null) groups.get(c.parent_id)?.children.push(c);
  return [...groups.values()];
}

/** The /questions link of a category chip (spec 2): category_top is the parent, or the category itself. */
export function questionsLink(category: Category): string {
  const params = new URLSearchParams({
    channel: String(category.channel_id),
    category_top: String(category.parent_id ?? category.id),
    category: String(category.id),
  });
  return `/questions?${params}`;
}
