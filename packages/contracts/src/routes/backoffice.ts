import { routeList } from "../endpoint.js";

export const backofficeRoutes = routeList("backoffice", {
  reconciliation: "GET /admin/reconciliation",
  payouts: "GET /admin/payouts",
  approvePayout: "POST /admin/payouts/{id}/approve",
  rejectPayout: "POST /admin/payouts/{id}/reject",
  ledgerCsv: "GET /admin/ledger.csv",
});
