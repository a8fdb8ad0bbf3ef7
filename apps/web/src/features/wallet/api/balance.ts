import { walletRoutes } from "@ask/contracts";
import { callEndpoint } from "../../../lib/api-client";
import { useOwnWalletQuery, walletKeys } from "./keys";

/** GET /api/customer_balances/{id}/balance: balance, withdrawable and total bonus received (yuan). */
export const fetchBalance = (userId: number, signal?: AbortSignal) =>
  callEndpoint(walletRoutes.balance, { params: { id: userId } }, { signal });

export const useBalance = () => useOwnWalletQuery(walletKeys.balance, fetchBalance);
