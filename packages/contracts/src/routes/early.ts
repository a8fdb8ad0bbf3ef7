import { routeList } from "../endpoint.js";

/**
 * The routes the first screens ask for before the app's code has arrived (apps/web
 * `app/early-data.ts`, part of the entry chunk). They are written here once and spread into their
 * features' route lists, so the entry chunk carries these few paths, not whole route lists.
 */
export const EARLY_ROUTE_KEYS = {
  questions: { list: "GET /questions", detail: "GET /questions/detail/{id}" },
  comments: { list: "GET /questions/comments" },
  home: { slogan: "GET /home/slogan" },
  catalogue: { listChannels: "GET /channels" },
} as const;

/** The same refs as the feature lists' (feature, name, method, path), for the early requests. */
export const earlyRoutes = {
  questions: routeList("questions", EARLY_ROUTE_KEYS.questions),
  comments: routeList("comments", EARLY_ROUTE_KEYS.comments),
  home: routeList("home", EARLY_ROUTE_KEYS.home),
  catalogue: routeList("catalogue", EARLY_ROUTE_KEYS.catalogue),
};
