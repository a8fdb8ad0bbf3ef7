import { CustomerIdParams, CustomerProfile, TagSuggestionQuery, TagSuggestions } from "../customers.js";
import { defineEndpoints, type ErrorStatus } from "../endpoint.js";
import { profilesRoutes } from "../routes/profiles.js";

const errors: ErrorStatus[] = [400, 401, 403, 404];

export const profilesEndpoints = defineEndpoints(profilesRoutes, {
  tagSuggestions: {
    access: "user",
    tags: ["profiles"],
    summary: "Suggestions for interest or identity tags, from tags people already use",
    query: TagSuggestionQuery,
    response: TagSuggestions,
    errors,
  },
  get: {
    access: "user",
    tags: ["profiles"],
    summary: "Your detailed profile",
    params: CustomerIdParams,
    response: CustomerProfile,
    errors,
  },
  save: {
    access: "user",
    tags: ["profiles"],
    summary: "Save your detailed profile (education, work, interest and identity tags)",
    params: CustomerIdParams,
    body: CustomerProfile,
    response: CustomerProfile,
    errors,
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    profiles: typeof profilesEndpoints;
  }
}
