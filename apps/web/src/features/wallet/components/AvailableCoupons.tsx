import type { Coupon } from "@ask/contracts";
import { Button, Link as MuiLink, Skeleton, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFeedback } from "../../../lib/use-feedback";
import { useClaimCoupon } from "../api/claim-coupon";
import { useCoupons } from "../api/coupons";
import { CouponTicket } from "./CouponTicket";
import { LoadError } from "./LoadError";
import { WalletEmpty } from "./WalletEmpty";

/** Coupons on offer; claiming moves one into "my coupons" (spec 4: available → claimed). */
export function AvailableCoupons() {
  const { t, toast, toastError } = useFeedback("wallet");
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
      onError: (error) => toastError(error, "coupons.coupon_claim_failed"),
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
          note={
            coupon.claim_blocked && (
              <ClaimBlockedNote reason={coupon.claim_blocked} testId={`coupon-${coupon.id}`} />
            )
          }
          action={
            <Button
              variant={coupon.claimed ? "text" : "contained"}
              size="small"
              disabled={
                coupon.claimed ||
                coupon.claim_blocked !== null ||
                (claim.isPending && claim.variables === coupon.id)
              }
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

/**
 * Why the coupon cannot be claimed: promotions need a verified phone number, one claim per number
 * (the server refuses the same with phone_not_verified / coupon_phone_already_claimed).
 */
function ClaimBlockedNote({
  reason,
  testId,
}: {
  reason: NonNullable<Coupon["claim_blocked"]>;
  testId: string;
}) {
  const { t } = useTranslation("wallet");
  if (reason === "phone_already_claimed") return t("coupons.blocked_phone_already_claimed");
  return (
    <>
      {t("coupons.blocked_phone_not_verified")}{" "}
      <MuiLink component={Link} to="/userCenter" data-testid={`${testId}-verify-phone`}>
        {t("coupons.verify_phone")}
      </MuiLink>
    </>
  );
}
