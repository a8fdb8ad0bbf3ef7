import { defineEndpoints } from "../endpoint.js";
import { NoContent } from "../errors.js";
import { IdParams } from "../questions.js";
import { walletRoutes } from "../routes/wallet.js";
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
  WebhookBody,
  WebhookResponse,
  WithdrawRequest,
} from "../wallet.js";

/** Every wallet route may answer with these (money refused, not yours, gone, ...). */
const errors = [400, 401, 402, 403, 404, 409, 410] as const;
const wallet = { access: "user", tags: ["wallet"], errors } as const;
const cards = { access: "user", tags: ["cards"], errors } as const;
const coupons = { access: "user", tags: ["coupons"], errors } as const;

export const walletEndpoints = defineEndpoints(walletRoutes, {
  balance: {
    ...wallet,
    summary: "Your balance",
    params: WalletUserParams,
    response: BalanceResponse,
  },
  totalReceiveBonus: {
    ...wallet,
    summary: "Total bonuses you received (yuan)",
    params: WalletUserParams,
    response: TotalReceiveBonusResponse,
  },
  balanceLogs: {
    ...wallet,
    summary: "Your balance log, newest first",
    params: WalletUserParams,
    query: BalanceLogQuery,
    response: BalanceLogList,
  },
  recharge: {
    ...wallet,
    summary: "Start a recharge; the payment provider completes it through the signed webhook",
    body: RechargeRequest,
    status: 201,
    response: RechargeResponse,
    idempotent: true,
  },
  withdraw: {
    ...wallet,
    summary: "Withdraw up to your withdrawable balance to one of your cards",
    body: WithdrawRequest,
    status: 201,
    response: RechargeResponse,
    idempotent: true,
  },
  listOrders: {
    ...wallet,
    summary: "Your recharge and withdrawal orders",
    query: PaymentOrderListQuery,
    response: PaymentOrderList,
  },
  getOrder: {
    ...wallet,
    summary: "One of your orders",
    params: PaymentOrderParams,
    response: PaymentOrder,
  },
  listCards: {
    ...cards,
    summary: "Your bank cards",
    query: WalletUserIdQuery,
    response: BankCardList,
  },
  addCard: {
    ...cards,
    summary: "Add a card (16 digits, Luhn, not expired); only brand, last four and expiry are kept",
    body: CreateCardRequest,
    status: 201,
    response: BankCard,
    idempotent: true,
  },
  deleteCard: {
    ...cards,
    summary: "Remove one of your cards",
    params: IdParams,
    status: 204,
    response: NoContent,
  },
  setDefaultCard: {
    ...cards,
    summary: "Make a card your default for payment or receiving",
    params: IdParams,
    body: SetDefaultCardRequest,
    response: BankCardList,
  },
  listCoupons: {
    ...coupons,
    summary: "Coupons on offer",
    query: CouponListQuery,
    response: CouponList,
  },
  listCouponRecords: {
    ...coupons,
    summary: "Your claimed coupons",
    query: CouponListQuery,
    response: CouponRecordList,
  },
  claimCoupon: {
    ...coupons,
    summary: "Claim a coupon (once per user)",
    body: ClaimCouponRequest,
    status: 201,
    response: CouponRecord,
    idempotent: true,
  },
  useCoupon: {
    ...coupons,
    summary: "Use a claimed coupon once: its amount is credited when your balance reaches the threshold",
    params: IdParams,
    response: CouponUseResponse,
    idempotent: true,
  },
  paymentWebhook: {
    // No token: the provider signs the raw body, and the configured provider verifies it.
    access: "public",
    tags: ["wallet"],
    summary:
      "Payment provider notification, verified by the configured provider (sandbox: X-Signature: t=<unix>,v1=<hex HMAC>)",
    body: WebhookBody,
    response: WebhookResponse,
    errors: [400, 401, 404, 409],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    wallet: typeof walletEndpoints;
  }
}
