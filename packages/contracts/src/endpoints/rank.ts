import { CustomerIdParams, LangOnlyQuery, MilitaryPower } from "../customers.js";
import { defineEndpoints } from "../endpoint.js";
import { rankRoutes } from "../routes/rank.js";

export const rankEndpoints = defineEndpoints(rankRoutes, {
  militaryPower: {
    access: "user",
    tags: ["rank"],
    summary: "Your force rank, power and this month's score",
    params: CustomerIdParams,
    query: LangOnlyQuery,
    response: MilitaryPower,
    errors: [400, 401, 403],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    rank: typeof rankEndpoints;
  }
}
