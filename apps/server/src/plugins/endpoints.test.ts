import { defineEndpoints, routeList } from "@ask/contracts";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpointsOnlyPlugin, route } from "./endpoints.js";
import { errorsPlugin } from "./errors.js";

const probeRoutes = routeList("probe", { create: "POST /api/probe/{id}" });
const probeEndpoints = defineEndpoints(probeRoutes, {
  create: {
    access: "public",
    tags: ["probe"],
    summary: "probe",
    params: z.object({ id: z.coerce.number().int() }),
    body: z.object({ name: z.string() }),
    status: 201,
    response: z.object({ id: z.number(), name: z.string() }),
    errors: [400],
  },
});

async function app() {
  const fastify = Fastify();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  await fastify.register(errorsPlugin);
  await fastify.register(endpointsOnlyPlugin, { exempt: (url) => url === "/api/exempt" });
  return fastify;
}

describe("endpoints", () => {
  it("route() registers method, path, schemas and success status from the definition", async () => {
    const fastify = await app();
    route(fastify, probeEndpoints.create, async (request) => ({
      id: request.params.id,
      name: request.body.name,
    }));
    const created = await fastify.inject({ method: "POST", url: "/api/probe/7", payload: { name: "a" } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 7, name: "a" });
    const bad = await fastify.inject({ method: "POST", url: "/api/probe/x", payload: { name: "a" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "validation_error" });
    await fastify.close();
  });

  it("deny-by-default: a route under /api registered by hand (no declared access) stops the start", async () => {
    const fastify = await app();
    expect(() => fastify.get("/api/forgotten", async () => ({ secret: true }))).toThrow(
      /endpoint definition/,
    );
    fastify.get("/api/exempt", async () => ({}));
    fastify.get("/outside-api", async () => ({}));
    await fastify.ready();
    await fastify.close();
  });
});
