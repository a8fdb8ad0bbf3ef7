import { catalogueEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/app-error.js";
import { localize } from "../../lib/localize.js";
import { route } from "../../plugins/endpoints.js";
import * as q from "./catalogue.queries.js";

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const everyone = { config: { publicCache: "everyone" as const } };

  route(
    app,
    api.listChannels,
    async (request) => {
      const rows = await q.listChannels(db);
      return rows.map((c) => ({
        id: c.id,
        name: localize(c.i18n, request.query.lang),
        icon: c.icon,
        i18n: c.i18n,
      }));
    },
    everyone,
  );

  route(
    app,
    api.listCategories,
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
    everyone,
  );
};
