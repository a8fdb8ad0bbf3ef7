import {
  BalanceLogList,
  BalanceLogQuery,
  BalanceResponse,
  BankCard,
  BankCardList,
  ClaimCouponRequest,
  CouponList,
  CouponListQuery,
  CouponRecord,
  CouponRecordList,
  CouponUseResponse,
  CreateCardRequest,
  ErrorBody,
  IdParams,
  NoContent,
  PaymentOrder,
  PaymentOrderList,
  PaymentOrderListQuery,
  PaymentOrderParams,
  RechargeRequest,
  RechargeResponse,
  SetDefaultCardRequest,
  TotalReceiveBonusResponse,
  WalletUserIdQuery,
  WalletUserParams,
  WithdrawRequest,
} from "@ask/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserId } from "../../plugins/auth.js";
import { idempotentReply } from "../../plugins/idempotency.js";
import { addCard, deleteCard, listCards, setDefaultCard } from "./cards.service.js";
import { claimCoupon, listCoupons, listRecords, useCoupon } from "./coupons.service.js";
import { getOrder, listOrders, startRecharge, startWithdraw } from "./payments.service.js";
import { assertOwner, balanceLog, balanceResponse, walletBalance } from "./wallet.service.js";

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  402: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  410: ErrorBody,
};
const secured = { security: [{ bearer: [] }] };
const idempotencyKey = (headers: Record<string, unknown>) => {
  const value = headers["idempotency-key"];
  return typeof value === "string" ? value : undefined;
};

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { onRequest: app.authenticate };
  const money = { ...auth, config: { idempotent: true } };

  app.get(
    "/customer_balances/:id/balance",
    {
      ...auth,
      schema: {
        tags: ["wallet"],
        summary: "Your balance",
        ...secured,
        params: WalletUserParams,
        response: { 200: BalanceResponse, ...errors },
      },
    },
    async (request) => {
      assertOwner(currentUserId(request), request.params.id);
      return balanceResponse(db, request.params.id);
    },
  );

  app.get(
    "/customer_balances/:id/total_receive_bonus",
    {
      ...auth,
      schema: {
        tags: ["wallet"],
        summary: "Total bonuses you received (yuan)",
        ...secured,
        params: WalletUserParams,
        response: { 200: TotalReceiveBonusResponse, ...errors },
      },
    },
    async (request) => {
      assertOwner(currentUserId(request), request.params.id);
      return { total_receive_bonus: (await walletBalance(db, request.params.id)).receivedFen / 100 };
    },
  );

  app.get(
    "/customer_balances/:id/my_recharge_logs",
    {
      ...auth,
      schema: {
        tags: ["wallet"],
        summary: "Your balance log, newest first",
        ...secured,
        params: WalletUserParams,
        querystring: BalanceLogQuery,
        response: { 200: BalanceLogList, ...errors },
      },
    },
    async (request) => {
      assertOwner(currentUserId(request), request.params.id);
      return balanceLog(db, request.params.id, request.query.skip, request.query.limit);
    },
  );

  app.post(
    "/wallet/recharge",
    {
      ...money,
      schema: {
        tags: ["wallet"],
        summary: "Start a recharge; the payment provider completes it through the signed webhook",
        ...secured,
        body: RechargeRequest,
        response: { 201: RechargeResponse, ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 201, (tx) =>
        startRecharge(
          tx,
          currentUserId(request),
          request.body.amount,
          app.payments,
          idempotencyKey(request.headers),
        ),
      ),
  );

  app.post(
    "/wallet/withdraw",
    {
      ...money,
      schema: {
        tags: ["wallet"],
        summary: "Withdraw up to your withdrawable balance to one of your cards",
        ...secured,
        body: WithdrawRequest,
        response: { 201: RechargeResponse, ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 201, (tx) =>
        startWithdraw(
          tx,
          currentUserId(request),
          request.body,
          app.payments,
          idempotencyKey(request.headers),
        ),
      ),
  );

  app.get(
    "/wallet/orders",
    {
      ...auth,
      schema: {
        tags: ["wallet"],
        summary: "Your recharge and withdrawal orders",
        ...secured,
        querystring: PaymentOrderListQuery,
        response: { 200: PaymentOrderList, ...errors },
      },
    },
    async (request) => listOrders(db, currentUserId(request), request.query.kind),
  );

  app.get(
    "/wallet/orders/:orderId",
    {
      ...auth,
      schema: {
        tags: ["wallet"],
        summary: "One of your orders",
        ...secured,
        params: PaymentOrderParams,
        response: { 200: PaymentOrder, ...errors },
      },
    },
    async (request) => getOrder(db, currentUserId(request), request.params.orderId),
  );

  app.get(
    "/cards",
    {
      ...auth,
      schema: {
        tags: ["cards"],
        summary: "Your bank cards",
        ...secured,
        querystring: WalletUserIdQuery,
        response: { 200: BankCardList, ...errors },
      },
    },
    async (request) => {
      assertOwner(currentUserId(request), request.query.user_id);
      return listCards(db, currentUserId(request));
    },
  );

  app.post(
    "/cards",
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        tags: ["cards"],
        summary: "Add a card (16 digits, Luhn, not expired); only brand, last four and expiry are kept",
        ...secured,
        body: CreateCardRequest,
        response: { 201: BankCard, ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 201, (tx) => addCard(tx, currentUserId(request), request.body)),
  );

  app.delete(
    "/cards/:id",
    {
      ...auth,
      schema: {
        tags: ["cards"],
        summary: "Remove one of your cards",
        ...secured,
        params: IdParams,
        response: { 204: NoContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteCard(db, currentUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/cards/:id/default",
    {
      ...auth,
      schema: {
        tags: ["cards"],
        summary: "Make a card your default for payment or receiving",
        ...secured,
        params: IdParams,
        body: SetDefaultCardRequest,
        response: { 200: BankCardList, ...errors },
      },
    },
    async (request) => setDefaultCard(db, currentUserId(request), request.params.id, request.body.kind),
  );

  app.get(
    "/coupons",
    {
      ...auth,
      schema: {
        tags: ["coupons"],
        summary: "Coupons on offer",
        ...secured,
        querystring: CouponListQuery,
        response: { 200: CouponList, ...errors },
      },
    },
    async (request) => listCoupons(db, currentUserId(request), request.query.lang),
  );

  app.get(
    "/coupon_records/available",
    {
      ...auth,
      schema: {
        tags: ["coupons"],
        summary: "Your claimed coupons",
        ...secured,
        querystring: CouponListQuery,
        response: { 200: CouponRecordList, ...errors },
      },
    },
    async (request) => {
      const userId = request.query.user_id === undefined ? undefined : Number(request.query.user_id);
      assertOwner(currentUserId(request), Number.isNaN(userId) ? -1 : userId);
      return listRecords(db, currentUserId(request), request.query.lang);
    },
  );

  app.post(
    "/coupon_records/claim",
    {
      ...money,
      schema: {
        tags: ["coupons"],
        summary: "Claim a coupon (once per user)",
        ...secured,
        body: ClaimCouponRequest,
        response: { 201: CouponRecord, ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 201, (tx) =>
        claimCoupon(tx, currentUserId(request), request.body.coupon_id),
      ),
  );

  app.post(
    "/coupon_records/use/:id",
    {
      ...money,
      schema: {
        tags: ["coupons"],
        summary: "Use a claimed coupon once: its amount is credited when your balance reaches the threshold",
        ...secured,
        params: IdParams,
        response: {
          200: CouponUseResponse,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, 200, (tx) => useCoupon(tx, currentUserId(request), request.params.id)),
  );
};
