import {
  CountryList,
  DEFAULT_LOCALE,
  ErrorBody,
  FALLBACK_LOCALE,
  LangQuery,
  SloganResponse,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/app-error.js";
import * as q from "./home.queries.js";

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/home/slogan",
    {
      config: { publicCache: "everyone" },
      schema: {
        tags: ["home"],
        summary: "The home-page slogan in the requested language (fallback en)",
        querystring: LangQuery,
        response: { 200: SloganResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      const own = await q.findSlogan(db, lang);
      if (own !== undefined) return { lang, slogan: own };
      const fallback = await q.findSlogan(db, FALLBACK_LOCALE);
      if (fallback === undefined) throw notFound("Slogan");
      return { lang: FALLBACK_LOCALE, slogan: fallback };
    },
  );

  app.get(
    "/countries",
    {
      config: { publicCache: "everyone" },
      schema: {
        tags: ["home"],
        summary: "Countries with currency and dialing code (names in English; the web localizes them)",
        response: { 200: CountryList },
      },
    },
    async () => q.listCountries(db),
  );
};
