import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client.js";
import { queryRows } from "../db/rows.js";
import { AppError } from "../lib/app-error.js";
import { startPollingJob } from "../lib/polling-job.js";
import { moneyTransaction } from "../modules/wallet/ledger.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A POST that moves money or creates a row: honours the Idempotency-Key header. The handler must
     * answer through `idempotentReply`, which stores the reply in the transaction of its writes.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencySlot?: IdempotencySlot;
  }
  interface FastifyInstance {
    /**
     * Every POST route that answers 201 (creates something), with whether it honours the
     * Idempotency-Key: a test keeps the list complete, so that a new create route cannot forget it.
     */
    createRoutes: { url: string; idempotent: boolean | undefined }[];
  }
}

interface IdempotencySlot {
  userId: number;
  route: string;
  key: string;
  /** SHA-256 of the validated body: the same key with another body is refused (422). */
  requestHash: string;
}

interface StoredReply {
  status_code: number | null;
  response: string | null;
  request_hash: string | null;
}

/** A stored reply is served for this long; then the key may be used again (and the row is purged). */
export const IDEMPOTENCY_TTL_HOURS = 24;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const KEY = /^[\w.:-]{8,100}$/;
const fresh = sql`created_at > now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;

/** Thrown inside the claiming transaction when the key already has a committed reply. */
class AlreadyAnswered extends Error {
  constructor(readonly stored: StoredReply) {
    super("idempotency key already answered");
  }
}

const slotWhere = (slot: IdempotencySlot) =>
  sql`user_id = ${slot.userId} and route = ${slot.route} and key = ${slot.key}`;

function sendStored(reply: FastifyReply, slot: IdempotencySlot, stored: StoredReply) {
  if (stored.request_hash !== null && stored.request_hash !== slot.requestHash) {
    throw new AppError(
      422,
      "idempotency_key_reused",
      "This Idempotency-Key was already used for a different request",
    );
  }
  if (stored.status_code === null || stored.response === null) {
    // Only possible for a claim left by the old two-step scheme (migration 0008 removes them).
    throw new Error("idempotency key claimed without a stored reply");
  }
  return reply
    .code(stored.status_code)
    .header("idempotent-replayed", "true")
    .type("application/json; charset=utf-8")
    .send(stored.response);
}

/**
 * Runs a money-moving or creating handler under its Idempotency-Key and answers with `status` and the
 * result. With a key, one database transaction (1) claims the key — a primary-key insert, so a
 * concurrent duplicate waits for this transaction and then finds the reply —, (2) runs `work` with
 * that transaction (the ledger posting commits with it), and (3) stores the serialized reply.
 * A crash before the commit leaves neither money moved nor a claim; a crash after it leaves the
 * full reply, which a retry gets back. A failed request (4xx) rolls back, claim included, so a
 * corrected retry may reuse the key. Without a key, `work` runs as it would anyway.
 */
export async function idempotentReply<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  work: (db: Db) => Promise<T>,
): Promise<FastifyReply> {
  const db = request.server.db;
  const slot = request.idempotencySlot;
  if (!slot) return reply.code(status).send(await work(db));
  let payload: string;
  try {
    payload = await moneyTransaction(db, async (tx) => {
      // An expired reply that has not been purged yet is taken over.
      const claimed = await queryRows<{ key: string }>(
        tx,
        sql`insert into idempotency_keys (user_id, route, key, request_hash)
          values (${slot.userId}, ${slot.route}, ${slot.key}, ${slot.requestHash})
          on conflict (user_id, route, key) do update
            set request_hash = excluded.request_hash, status_code = null, response = null, created_at = now()
            where idempotency_keys.created_at <= now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
          returning key`,
      );
      if (!claimed.length) {
        const [stored] = await queryRows<StoredReply>(
          tx,
          sql`select status_code, response, request_hash from idempotency_keys where ${slotWhere(slot)}`,
        );
        throw new AlreadyAnswered(stored ?? { status_code: null, response: null, request_hash: null });
      }
      const body = await work(tx);
      // The route's own response serializer, so that a replay is byte for byte the first reply.
      const serialized = String(reply.code(status).serialize(body));
      await tx.execute(
        sql`update idempotency_keys set status_code = ${status}, response = ${serialized} where ${slotWhere(slot)}`,
      );
      return serialized;
    });
  } catch (err) {
    if (err instanceof AlreadyAnswered) return sendStored(reply, slot, err.stored);
    throw err;
  }
  return reply.code(status).type("application/json; charset=utf-8").send(payload);
}

/** Deletes expired replies, a batch at a time; returns how many went. */
export async function purgeExpiredIdempotencyKeys(db: Pick<Db, "execute">, batch = 1000): Promise<number> {
  let purged = 0;
  for (;;) {
    const rows = await queryRows<{ key: string }>(
      db,
      sql`delete from idempotency_keys where (user_id, route, key) in (
          select user_id, route, key from idempotency_keys
          where created_at <= now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
          limit ${batch})
        returning key`,
    );
    purged += rows.length;
    if (rows.length < batch) return purged;
  }
}

/**
 * Idempotency-Key for money-moving and creating POSTs (routes with `config.idempotent`): a
 * double-clicked "Post answer" or a retried publish makes one row. A key that already has a reply
 * (within IDEMPOTENCY_TTL_HOURS) gets that reply back before the handler runs; otherwise the handler
 * claims it through `idempotentReply`. Keys are per user and per route (with its parameters).
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const createRoutes: FastifyInstance["createRoutes"] = [];
  app.decorate("createRoutes", createRoutes);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    if (methods.includes("POST") && response && "201" in response) {
      createRoutes.push({ url: route.url, idempotent: route.config?.idempotent });
    }
  });

  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers["idempotency-key"];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY.test(key)) {
      throw new AppError(400, "validation_error", "Idempotency-Key must be 8-100 letters, digits, _ . : -");
    }
    if (!request.user) return;
    const slot: IdempotencySlot = {
      userId: Number(request.user.sub),
      route: `${request.method} ${request.routeOptions.url}:${JSON.stringify(request.params ?? {})}`,
      key,
      requestHash: createHash("sha256")
        .update(JSON.stringify(request.body ?? null))
        .digest("hex"),
    };
    const [stored] = await queryRows<StoredReply>(
      app.db,
      sql`select status_code, response, request_hash from idempotency_keys
        where ${slotWhere(slot)} and ${fresh} and response is not null`,
    );
    if (stored) return sendStored(reply, slot, stored);
    request.idempotencySlot = slot;
  });

  let stop: (() => void) | undefined;
  app.addHook("onReady", async () => {
    stop = startPollingJob({
      name: "purging expired idempotency keys",
      intervalMs: CLEANUP_INTERVAL_MS,
      log: app.log,
      run: () => purgeExpiredIdempotencyKeys(app.db),
    });
  });
  app.addHook("preClose", async () => stop?.());
});
