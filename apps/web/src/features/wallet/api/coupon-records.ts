import type { CouponRecord } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

/** GET /api/coupon_records/available: the caller's claimed coupons, used ones marked. */
export const fetchCouponRecords = (userId: number, lang: string, signal?: AbortSignal) =>
  apiRequest<CouponRecord[]>("/coupon_records/available", { query: { user_id: userId, lang }, signal });

export const useCouponRecords = () => {
  const userId = useWalletUserId();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...walletKeys.couponRecords(userId), i18n.language],
    queryFn: ({ signal }) => fetchCouponRecords(userId as number, i18n.language, signal),
    enabled: userId !== undefined,
    // Whether a coupon can be used follows the balance, which moves elsewhere: ask anew when shown.
    staleTime: 0,
  });
};
