import { defineEndpoints } from "../endpoint.js";
import { HealthResponse } from "../health.js";
import { healthRoutes } from "../routes/health.js";

export const healthEndpoints = defineEndpoints(healthRoutes, {
  health: {
    access: "public",
    tags: ["health"],
    summary: "Liveness and database check",
    response: HealthResponse,
    errors: [],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    health: typeof healthEndpoints;
  }
}
