import { Button, Skeleton, Stack } from "@mui/material";
import { formatYuan } from "../../../lib/format";
import { useIdempotencyKey } from "../../../lib/idempotency";
import { useFeedback } from "../../../lib/use-feedback";
import { useCouponRecords } from "../api/coupon-records";
import { useApplyCoupon } from "../api/use-coupon";
import { CouponTicket } from "./CouponTicket";
import { LoadError } from "./LoadError";
import { WalletEmpty } from "./WalletEmpty";
import { isolateLtr } from "./YuanAmount";

/** The caller's claimed coupons; using one credits its amount once (spec 4: claimed → used). */
export function ClaimedCoupons() {
  const { t, i18n, toast, toastError } = useFeedback("wallet");
  const records = useCouponRecords();
  const apply = useApplyCoupon();
  const idempotency = useIdempotencyKey();

  if (records.isError) return <LoadError error={records.error} onRetry={() => records.refetch()} />;
  if (!records.data) return <Skeleton variant="rounded" height={64} />;
  if (records.data.length === 0) return <WalletEmpty message={t("coupons.empty_mine")} />;

  const onUse = (recordId: number) =>
    apply.mutate(
      { recordId, idempotencyKey: idempotency.keyFor({ recordId }) },
      {
        onSuccess: (result) => {
          idempotency.settled();
          toast(
            t("coupons.coupon_use_success", { amount: isolateLtr(formatYuan(result.amount, i18n.language)) }),
            "success",
          );
        },
        onError: (error) => {
          idempotency.settled(error);
          toastError(error, "coupons.coupon_use_failed");
        },
      },
    );

  return (
    <Stack spacing={1} data-testid="claimed-coupons">
      {records.data.map((record) => (
        <CouponTicket
          key={record.record_id}
          testId={`coupon-record-${record.record_id}`}
          amount={record.amount}
          threshold={record.threshold}
          description={record.description}
          spent={record.used || (!record.usable && record.unusable_reason !== "below_threshold")}
          note={
            record.unusable_reason === "below_threshold" &&
            t("coupons.below_threshold", {
              amount: isolateLtr(formatYuan(record.threshold, i18n.language)),
            })
          }
          action={
            <Button
              variant={record.usable ? "contained" : "text"}
              color="secondary"
              size="small"
              disabled={!record.usable || (apply.isPending && apply.variables?.recordId === record.record_id)}
              onClick={() => onUse(record.record_id)}
              data-testid={`use-coupon-${record.record_id}`}
            >
              {t(record.unusable_reason ? USE_LABELS[record.unusable_reason] : "coupons.use")}
            </Button>
          }
        />
      ))}
    </Stack>
  );
}

/** The Use button says why it is disabled when the coupon is spent or gone; below the threshold it stays "Use". */
const USE_LABELS = {
  used: "coupons.used",
  expired: "coupons.expired",
  inactive: "coupons.inactive",
  below_threshold: "coupons.use",
} as const;
