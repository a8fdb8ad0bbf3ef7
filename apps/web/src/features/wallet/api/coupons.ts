import type { Coupon } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

/** GET /api/coupons: coupons on offer, each marked `claimed` when the caller holds it. */
export const fetchCoupons = (lang: string, signal?: AbortSignal) =>
  apiRequest<Coupon[]>("/coupons", { query: { lang }, signal });

export const useCoupons = () => {
  const userId = useWalletUserId();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...walletKeys.coupons(userId), i18n.language],
    queryFn: ({ signal }) => fetchCoupons(i18n.language, signal),
    enabled: userId !== undefined,
    // Whether a coupon can be claimed follows the phone's verification, done on another tab: ask anew.
    staleTime: 0,
  });
};
