import type { CouponRecord } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

/** POST /api/coupon_records/claim: one claim per user and coupon (409 coupon_already_claimed). */
export const claimCoupon = (userId: number, couponId: number) =>
  apiRequest<CouponRecord>("/coupon_records/claim", {
    method: "POST",
    json: { user_id: userId, coupon_id: couponId },
  });

export const useClaimCoupon = () => {
  const queryClient = useQueryClient();
  const userId = useWalletUserId();
  return useMutation({
    mutationFn: (couponId: number) => claimCoupon(userId as number, couponId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.coupons(userId) }),
        queryClient.invalidateQueries({ queryKey: walletKeys.couponRecords(userId) }),
      ]),
  });
};
