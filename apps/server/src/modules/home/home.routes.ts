import { homeEndpoints as api, DEFAULT_LOCALE, FALLBACK_LOCALE } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/app-error.js";
import { route } from "../../plugins/endpoints.js";
import * as q from "./home.queries.js";

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const everyone = { config: { publicCache: "everyone" as const } };

  route(
    app,
    api.slogan,
    async (request) => {
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      const own = await q.findSlogan(db, lang);
      if (own !== undefined) return { lang, slogan: own };
      const fallback = await q.findSlogan(db, FALLBACK_LOCALE);
      if (fallback === undefined) throw notFound("Slogan");
      return { lang: FALLBACK_LOCALE, slogan: fallback };
    },
    everyone,
  );

  route(app, api.countries, async () => q.listCountries(db), everyone);
};
