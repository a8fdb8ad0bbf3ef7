import { walletRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders, useIdempotencyKey } from "../../../lib/idempotency";
import { useWalletUserId, walletKeys } from "./keys";

/** POST /api/coupon_records/claim: one claim per user and coupon (409 coupon_already_claimed). */
export const claimCoupon = (userId: number, couponId: number, idempotencyKey: string) =>
  callEndpoint(
    walletRoutes.claimCoupon,
    { body: { user_id: userId, coupon_id: couponId } },
    { headers: idempotencyHeaders(idempotencyKey) },
  );

export const useClaimCoupon = () => {
  const queryClient = useQueryClient();
  const userId = useWalletUserId();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (couponId: number) =>
      claimCoupon(userId as number, couponId, idempotency.keyFor({ couponId })),
    onSettled: (_data, error) => {
      idempotency.settled(error ?? undefined);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.coupons(userId) }),
        queryClient.invalidateQueries({ queryKey: walletKeys.couponRecords(userId) }),
      ]);
    },
  });
};
