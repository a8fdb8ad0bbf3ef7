import { CategoryList, CategoryListQuery, ChannelList, ErrorBody, LangQuery } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/app-error.js";
import { localize } from "../../lib/localize.js";
import * as q from "./catalogue.queries.js";

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/channels",
    {
      config: { publicCache: "everyone" },
      schema: {
        tags: ["catalogue"],
        summary: "Channels with names in the requested language (fallback en)",
        querystring: LangQuery,
        response: { 200: ChannelList, 400: ErrorBody },
      },
    },
    async (request) => {
      const rows = await q.listChannels(db);
      return rows.map((c) => ({
        id: c.id,
        name: localize(c.i18n, request.query.lang),
        icon: c.icon,
        i18n: c.i18n,
      }));
    },
  );

  app.get(
    "/categories",
    {
      config: { publicCache: "everyone" },
      schema: {
        tags: ["catalogue"],
        summary: "The two-level category tree of one channel, as a flat list (parent_id null = top level)",
        querystring: CategoryListQuery,
        response: { 200: CategoryList, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { channel_id, lang } = request.query;
      if (!(await q.channelExists(db, channel_id))) throw notFound("Channel");
      const rows = await q.listCategoriesOfChannel(db, channel_id);
      return rows.map((c) => ({
        id: c.id,
        name: localize(c.i18n, lang),
        parent_id: c.parentId,
        channel_id: c.channelId,
        i18n: c.i18n,
      }));
    },
  );
};
