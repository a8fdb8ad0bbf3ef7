import { walletRoutes } from "@ask/contracts";
import { callEndpoint } from "../../../lib/api-client";
import { useOwnWalletQuery, walletKeys } from "./keys";

/** GET /api/cards: the caller's bank cards (bank, brand, last four, expiry, default flags). */
export const fetchCards = (userId: number, signal?: AbortSignal) =>
  callEndpoint(walletRoutes.listCards, { query: { user_id: userId } }, { signal });

export const useCards = () => useOwnWalletQuery(walletKeys.cards, fetchCards);
