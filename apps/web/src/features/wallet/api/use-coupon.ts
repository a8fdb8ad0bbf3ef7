import { walletRoutes } from "@ask/contracts";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency";
import { useRefreshWallet } from "./keys";

/**
 * POST /api/coupon_records/use/{record_id}: credits the coupon once when the balance reaches its
 * threshold (400 coupon_threshold_not_met, 409 coupon_already_used).
 */
export const applyCoupon = (recordId: number, idempotencyKey: string) =>
  callEndpoint(
    walletRoutes.useCoupon,
    { params: { id: recordId } },
    { headers: idempotencyHeaders(idempotencyKey) },
  );

export const useApplyCoupon = () => {
  const refreshWallet = useRefreshWallet();
  return useMutation({
    mutationFn: ({ recordId, idempotencyKey }: { recordId: number; idempotencyKey: string }) =>
      applyCoupon(recordId, idempotencyKey),
    onSettled: () => refreshWallet(),
  });
};
