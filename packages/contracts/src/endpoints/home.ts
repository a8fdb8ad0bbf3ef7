import { CountryList, LangQuery, SloganResponse } from "../catalogue.js";
import { defineEndpoints } from "../endpoint.js";
import { homeRoutes } from "../routes/home.js";

export const homeEndpoints = defineEndpoints(homeRoutes, {
  slogan: {
    access: "public",
    tags: ["home"],
    summary: "The home-page slogan in the requested language (fallback en)",
    query: LangQuery,
    response: SloganResponse,
    errors: [400, 404],
  },
  countries: {
    access: "public",
    tags: ["home"],
    summary: "Countries with currency and dialing code (names in English; the web localizes them)",
    response: CountryList,
    errors: [],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    home: typeof homeEndpoints;
  }
}
