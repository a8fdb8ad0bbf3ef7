import { walletEndpoints as api } from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { route } from "../../plugins/endpoints.js";
import { idempotentReply } from "../../plugins/idempotency.js";
import { addCard, deleteCard, listCards, setDefaultCard } from "./cards.service.js";
import { claimCoupon, listCoupons, listRecords, useCoupon } from "./coupons.service.js";
import { getOrder, listOrders, startRecharge, startWithdraw } from "./payments.service.js";
import { assertOwner, balanceLog, balanceResponse, walletBalance } from "./wallet.service.js";

/** Balance and its log, recharge and withdrawal orders, bank cards and coupons: the caller's own. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, api.balance, async (request) => {
    assertOwner(currentUserId(request), request.params.id);
    return balanceResponse(db, request.params.id);
  });

  route(app, api.totalReceiveBonus, async (request) => {
    assertOwner(currentUserId(request), request.params.id);
    return { total_receive_bonus: (await walletBalance(db, request.params.id)).receivedFen / 100 };
  });

  route(app, api.balanceLogs, async (request) => {
    assertOwner(currentUserId(request), request.params.id);
    return balanceLog(db, request.params.id, request.query.skip, request.query.limit);
  });

  // The provider's order carries the Idempotency-Key, so a retried recharge opens one order.
  route(app, api.recharge, async (request, reply) =>
    idempotentReply(request, reply, 201, (tx) =>
      startRecharge(
        tx,
        currentUserId(request),
        request.body.amount,
        app.payments,
        request.idempotencySlot?.key,
      ),
    ),
  );

  route(app, api.withdraw, async (request, reply) =>
    idempotentReply(request, reply, 201, (tx) =>
      startWithdraw(
        tx,
        currentUserId(request),
        request.body,
        app.payments,
        request.idempotencySlot?.key,
        app.config.payoutReviewAboveFen,
      ),
    ),
  );

  route(app, api.listOrders, async (request) => listOrders(db, currentUserId(request), request.query.kind));

  route(app, api.getOrder, async (request) => getOrder(db, currentUserId(request), request.params.orderId));

  route(app, api.listCards, async (request) => {
    assertOwner(currentUserId(request), request.query.user_id);
    return listCards(db, currentUserId(request));
  });

  route(app, api.addCard, async (request, reply) =>
    idempotentReply(request, reply, 201, (tx) => addCard(tx, currentUserId(request), request.body)),
  );

  route(app, api.deleteCard, async (request) => {
    await deleteCard(db, currentUserId(request), request.params.id);
    return null;
  });

  route(app, api.setDefaultCard, async (request) =>
    setDefaultCard(db, currentUserId(request), request.params.id, request.body.kind),
  );

  route(app, api.listCoupons, async (request) => listCoupons(db, currentUserId(request), request.query.lang));

  route(app, api.listCouponRecords, async (request) => {
    const userId = request.query.user_id === undefined ? undefined : Number(request.query.user_id);
    assertOwner(currentUserId(request), Number.isNaN(userId) ? -1 : userId);
    return listRecords(db, currentUserId(request), request.query.lang);
  });

  route(app, api.claimCoupon, async (request, reply) =>
    idempotentReply(request, reply, 201, (tx) =>
      claimCoupon(tx, currentUserId(request), request.body.coupon_id),
    ),
  );

  route(app, api.useCoupon, async (request, reply) =>
    idempotentReply(request, reply, 200, (tx) => useCoupon(tx, currentUserId(request), request.params.id)),
  );
};
