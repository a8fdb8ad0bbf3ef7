import { type Locale, walletRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { useLocale } from "../../../lib/use-locale";
import { useWalletUserId, walletKeys } from "./keys";

/** GET /api/coupon_records/available: the caller's claimed coupons, used ones marked. */
export const fetchCouponRecords = (userId: number, lang: Locale, signal?: AbortSignal) =>
  callEndpoint(walletRoutes.listCouponRecords, { query: { user_id: userId, lang } }, { signal });

export const useCouponRecords = () => {
  const userId = useWalletUserId();
  const lang = useLocale();
  return useQuery({
    queryKey: [...walletKeys.couponRecords(userId), lang],
    queryFn: ({ signal }) => fetchCouponRecords(userId as number, lang, signal),
    enabled: userId !== undefined,
    // Whether a coupon can be used follows the balance, which moves elsewhere: ask anew when shown.
    staleTime: 0,
  });
};
