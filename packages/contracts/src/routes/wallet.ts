import { routeList } from "../endpoint.js";

/** The wallet: balance and its log, recharge and withdrawal orders, bank cards, coupons, the payment webhook. */
export const walletRoutes = routeList("wallet", {
  balance: "GET /customer_balances/{id}/balance",
  totalReceiveBonus: "GET /customer_balances/{id}/total_receive_bonus",
  balanceLogs: "GET /customer_balances/{id}/my_recharge_logs",
  recharge: "POST /wallet/recharge",
  withdraw: "POST /wallet/withdraw",
  listOrders: "GET /wallet/orders",
  getOrder: "GET /wallet/orders/{orderId}",
  listCards: "GET /cards",
  addCard: "POST /cards",
  deleteCard: "DELETE /cards/{id}",
  setDefaultCard: "PUT /cards/{id}/default",
  listCoupons: "GET /coupons",
  listCouponRecords: "GET /coupon_records/available",
  claimCoupon: "POST /coupon_records/claim",
  useCoupon: "POST /coupon_records/use/{id}",
  paymentWebhook: "POST /payments/webhook",
});
