import { defineEndpoints } from "../endpoint.js";
import { IdParams } from "../questions.js";
import { searchRoutes } from "../routes/search.js";
import { SearchQuery, SearchResponse, SimilarQuery, SimilarQuestions } from "../search.js";

export const searchEndpoints = defineEndpoints(searchRoutes, {
  search: {
    access: "public",
    tags: ["search"],
    summary: "Search public questions and all classified listings (CJK-aware, index-backed)",
    query: SearchQuery,
    response: SearchResponse,
    errors: [400],
  },
  similar: {
    access: "public",
    tags: ["search"],
    summary: "Public questions similar to a text being typed (the ask form), best first",
    query: SimilarQuery,
    response: SimilarQuestions,
    errors: [400],
  },
  related: {
    access: "optional",
    tags: ["search"],
    summary: "Public questions related to a question (text and category); 404 if it is not visible",
    params: IdParams,
    response: SimilarQuestions,
    errors: [400, 404],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    search: typeof searchEndpoints;
  }
}
