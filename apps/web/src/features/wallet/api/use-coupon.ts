import type { CouponUseResponse } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { postMoney } from "../../../lib/api-client";
import { useWalletUserId, walletKeys } from "./keys";

/**
 * POST /api/coupon_records/use/{record_id}: credits the coupon once when the balance reaches its
 * threshold (400 coupon_threshold_not_met, 409 coupon_already_used).
 */
export const applyCoupon = (recordId: number, idempotencyKey: string) =>
  postMoney<z.infer<typeof CouponUseResponse>>(`/coupon_records/use/${recordId}`, {}, idempotencyKey);

export const useApplyCoupon = () => {
  const queryClient = useQueryClient();
  const userId = useWalletUserId();
  return useMutation({
    mutationFn: ({ recordId, idempotencyKey }: { recordId: number; idempotencyKey: string }) =>
      applyCoupon(recordId, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all(userId) }),
  });
};
