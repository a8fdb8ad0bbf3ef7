import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { fenToYuan, type PaymentOrder, type PaymentWebhook, yuanToFen } from "@ask/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { paymentEvents, paymentOrders } from "../../db/schema/index.js";
import { AppError } from "../../lib/app-error.js";
import { requireOwnCard } from "./cards.service.js";
import { moneyTransaction, postTransaction } from "./ledger.js";
import { walletBalance } from "./wallet.service.js";

const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Signature header value for a webhook body: "t=<unix seconds>,v1=<hex HMAC-SHA256 of `${t}.${body}`>". */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/** Checks a webhook signature and its age; throws 401 invalid_signature otherwise. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
) {
  const parts = Object.fromEntries((header ?? "").split(",").map((p) => p.split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  const given = Buffer.from(parts.v1 ?? "", "hex");
  const expected = Buffer.from(signWebhook(secret, body, timestamp).split("v1=")[1] ?? "", "hex");
  const fresh = Number.isFinite(timestamp) && Math.abs(now / 1000 - timestamp) <= WEBHOOK_TOLERANCE_SECONDS;
  if (!fresh || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError(401, "invalid_signature", "Invalid or expired webhook signature");
  }
}

const present = (row: typeof paymentOrders.$inferSelect): PaymentOrder => ({
  order_id: row.id,
  kind: row.kind as PaymentOrder["kind"],
  amount: fenToYuan(row.amountFen),
  status: row.status as PaymentOrder["status"],
  provider: row.provider,
  created_at: row.createdAt.toISOString(),
  completed_at: row.completedAt?.toISOString() ?? null,
});

/**
 * Starts a recharge: an order the payment provider completes through the signed webhook. Nothing
 * is credited here. A repeated Idempotency-Key returns the first order.
 */
export async function startRecharge(
  db: Db,
  userId: number,
  amountYuan: number,
  provider: string,
  key?: string,
) {
  const id = randomUUID();
  const inserted = await db
    .insert(paymentOrders)
    .values({
      id,
      userId,
      kind: "recharge",
      amountFen: yuanToFen(amountYuan),
      provider,
      idempotencyKey: key ?? null,
    })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0] ?? (await findByKey(db, userId, "recharge", key));
  return { order_id: row.id, status: row.status as PaymentOrder["status"] };
}

async function findByKey(db: Db, userId: number, kind: string, key: string | undefined) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.kind, kind),
        eq(paymentOrders.idempotencyKey, key ?? ""),
      ),
    );
  if (!row) throw new Error("idempotent order vanished");
  return row;
}

/**
 * Withdraws to one of the user's cards: at most the withdrawable amount, moved at once to
 * withdrawals_pending; the provider then pays out. The user's account row is locked first, so two
 * concurrent withdrawals cannot both pass the check.
 */
export async function startWithdraw(
  db: Db,
  userId: number,
  input: { amount: number; card_id: number },
  provider: string,
  key?: string,
) {
  const amountFen = yuanToFen(input.amount);
  return moneyTransaction(db, async (tx) => {
    await requireOwnCard(tx, userId, input.card_id);
    if (key) {
      const [existing] = await tx
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.userId, userId),
            eq(paymentOrders.kind, "withdraw"),
            eq(paymentOrders.idempotencyKey, key),
          ),
        );
      if (existing) return { order_id: existing.id, status: existing.status as PaymentOrder["status"] };
    }
    await tx.execute(
      sql`select id from accounts where kind = 'user_available' and user_id = ${userId} for update`,
    );
    const { withdrawableFen } = await walletBalance(tx, userId);
    if (amountFen > withdrawableFen) {
      throw new AppError(400, "amount_exceeds_withdrawable", "The amount exceeds your withdrawable balance");
    }
    const id = randomUUID();
    await tx.insert(paymentOrders).values({
      id,
      userId,
      kind: "withdraw",
      amountFen,
      provider,
      cardId: input.card_id,
      idempotencyKey: key ?? null,
    });
    await postTransaction(tx, {
      kind: "withdraw",
      initiatorId: userId,
      details: { order_id: id },
      postings: [
        { account: { kind: "user_available", userId }, amountFen: -amountFen, logType: "withdraw" },
        { account: { kind: "withdrawals_pending", userId }, amountFen, logType: "internal" },
      ],
    });
    return { order_id: id, status: "pending" as const };
  });
}

/**
 * Applies a verified provider event exactly once: the event id is recorded, and the order moves
 * from pending only once (UPDATE … WHERE status = 'pending'), together with its ledger transaction.
 */
export async function applyPaymentEvent(db: Db, event: PaymentWebhook): Promise<{ applied: boolean }> {
  return moneyTransaction(db, async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ eventId: event.event_id, orderId: event.order_id, payload: event })
      .onConflictDoNothing()
      .returning();
    if (!recorded.length) return { applied: false };
    const [order] = await tx
      .update(paymentOrders)
      .set({ status: event.status, completedAt: sql`now()` })
      .where(and(eq(paymentOrders.id, event.order_id), eq(paymentOrders.status, "pending")))
      .returning();
    if (!order) {
      const [exists] = await tx
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(eq(paymentOrders.id, event.order_id));
      if (!exists) throw new AppError(404, "order_not_found", "Unknown order");
      return { applied: false };
    }
    const userId = order.userId;
    const amount = order.amountFen;
    if (order.kind === "recharge" && event.status === "completed") {
      await postTransaction(tx, {
        kind: "recharge",
        initiatorId: userId,
        details: { order_id: order.id },
        postings: [
          { account: { kind: "platform_cash" }, amountFen: -amount, logType: "internal" },
          { account: { kind: "user_available", userId }, amountFen: amount, logType: "recharge" },
        ],
      });
    } else if (order.kind === "withdraw") {
      const completed = event.status === "completed";
      await postTransaction(tx, {
        kind: completed ? "withdraw_complete" : "withdraw_failed",
        initiatorId: userId,
        details: { order_id: order.id },
        postings: [
          { account: { kind: "withdrawals_pending", userId }, amountFen: -amount, logType: "internal" },
          completed
            ? { account: { kind: "platform_cash" }, amountFen: amount, logType: "internal" }
            : { account: { kind: "user_available", userId }, amountFen: amount, logType: "withdraw" },
        ],
      });
    }
    return { applied: true };
  });
}

export async function listOrders(
  db: Db,
  userId: number,
  kind?: "recharge" | "withdraw",
): Promise<PaymentOrder[]> {
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(
      kind
        ? and(eq(paymentOrders.userId, userId), eq(paymentOrders.kind, kind))
        : eq(paymentOrders.userId, userId),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(100);
  return rows.map(present);
}

export async function getOrder(db: Db, userId: number, orderId: string): Promise<PaymentOrder> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, userId)));
  if (!row) throw new AppError(404, "order_not_found", "Unknown order");
  return present(row);
}
