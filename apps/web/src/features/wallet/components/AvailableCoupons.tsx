import { Button, Skeleton, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../lib/toast";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useClaimCoupon } from "../api/claim-coupon";
import { useCoupons } from "../api/coupons";
import { CouponTicket } from "./CouponTicket";
import { LoadError } from "./LoadError";
import { WalletEmpty } from "./WalletEmpty";

/** Coupons on offer; claiming moves one into "my coupons" (spec 4: available → claimed). */
export function AvailableCoupons() {
  const { t } = useTranslation("wallet");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const coupons = useCoupons();
  const claim = useClaimCoupon();

  if (coupons.isError) return <LoadError error={coupons.error} onRetry={() => coupons.refetch()} />;
  if (!coupons.data)
    return (
      <Stack spacing={1}>
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={64} />
      </Stack>
    );
  if (coupons.data.length === 0) return <WalletEmpty message={t("coupons.empty_available")} />;

  const onClaim = (couponId: number) =>
    claim.mutate(couponId, {
      onSuccess: () => toast(t("coupons.coupon_claim_success"), "success"),
      onError: (error) => toast(t("coupons.coupon_claim_failed", { detail: errorMessage(error) }), "error"),
    });

  return (
    <Stack spacing={1} data-testid="available-coupons">
      {coupons.data.map((coupon) => (
        <CouponTicket
          key={coupon.id}
          testId={`coupon-${coupon.id}`}
          amount={coupon.amount}
          threshold={coupon.threshold}
          description={coupon.description}
          spent={coupon.claimed}
          action={
            <Button
              variant={coupon.claimed ? "text" : "contained"}
              size="small"
              disabled={coupon.claimed || (claim.isPending && claim.variables === coupon.id)}
              onClick={() => onClaim(coupon.id)}
              data-testid={`claim-coupon-${coupon.id}`}
            >
              {coupon.claimed ? t("coupons.claimed") : t("coupons.claim")}
            </Button>
          }
        />
      ))}
    </Stack>
  );
}
