import { type Locale, walletRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useLocale } from "../../../lib/use-locale";
import { useWalletUserId, walletKeys } from "./keys";

/** GET /api/coupons: coupons on offer, each marked `claimed` when the caller holds it. */
export const fetchCoupons = (lang: Locale, signal?: AbortSignal) =>
  callEndpoint(walletRoutes.listCoupons, { query: { lang } }, { signal });

export const useCoupons = () => {
  const userId = useWalletUserId();
  const lang = useLocale();
  return useQuery({
    queryKey: [...walletKeys.coupons(userId), lang],
    queryFn: ({ signal }) => fetchCoupons(lang, signal),
    enabled: userId !== undefined,
    // Whether a coupon can be claimed follows the phone's verification, done on another tab: ask anew.
    staleTime: 0,
  });
};
