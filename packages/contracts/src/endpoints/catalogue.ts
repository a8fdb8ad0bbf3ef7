import { CategoryList, CategoryListQuery, ChannelList, LangQuery } from "../catalogue.js";
import { defineEndpoints } from "../endpoint.js";
import { catalogueRoutes } from "../routes/catalogue.js";

export const catalogueEndpoints = defineEndpoints(catalogueRoutes, {
  listChannels: {
    access: "public",
    tags: ["catalogue"],
    summary: "Channels with names in the requested language (fallback en)",
    query: LangQuery,
    response: ChannelList,
    errors: [400],
  },
  listCategories: {
    access: "public",
    tags: ["catalogue"],
    summary: "The two-level category tree of one channel, as a flat list (parent_id null = top level)",
    query: CategoryListQuery,
    response: CategoryList,
    errors: [400, 404],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    catalogue: typeof catalogueEndpoints;
  }
}
