import type { Category } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../../lib/api-client";

export const useCategories = (channelId: number | undefined) => {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery({
    queryKey: ["categories", channelId, lang],
    queryFn: ({ signal }) =>
      apiRequest<Category[]>("/categories", { query: { channel_id: channelId, lang }, signal }),
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
