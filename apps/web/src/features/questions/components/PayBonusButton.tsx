import type { Comment, QuestionDetail } from "@ask/contracts";
import PaidIcon from "@mui/icons-material/Paid";
import PaidOutlinedIcon from "@mui/icons-material/PaidOutlined";
import { Button, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AnswerQuote } from "../../../components/ui/AnswerQuote";
import { ApiError } from "../../../lib/api-client";
import { formatYuan } from "../../../lib/format";
import { useIdempotencyKey } from "../../../lib/idempotency";
import { useToast } from "../../../lib/toast";
import { usePayBonus } from "../api/pay-bonus";
import { ConfirmDialog } from "./ConfirmDialog";
import { useQuestionErrorMessage } from "./useQuestionErrorMessage";

/** What the publisher needs to decide whether this answer gets a pay button (spec 2). */
export type PayableQuestion = Pick<
  QuestionDetail,
  | "id"
  | "user_id"
  | "is_paid"
  | "bonus_amount"
  | "paid_amount"
  | "settlement"
  | "appeal_status"
  | "bonus_rule"
>;

/**
 * Whether the viewer sees a pay button on this answer: only the question's author, only under the
 * "publisher's choice" rule (the other rules pay by themselves; the server refuses with
 * rule_is_automatic), only on another user's answer, only when there is money in escrow; once paid,
 * only the paid answer keeps a (disabled) button.
 */
export function showsPayButton(question: PayableQuestion, comment: Comment, viewerId: number | undefined) {
  if (viewerId === undefined || viewerId !== question.user_id || comment.user_id === question.user_id) {
    return false;
  }
  if (question.bonus_rule !== "publisher_agree") return false;
  if (comment.is_paid) return true;
  // Only while the escrow is open and no appeal waits for the platform's decision.
  if (question.settlement !== "open" || question.appeal_status === "open") return false;
  return !question.is_paid && question.bonus_amount + question.paid_amount > 0;
}

/** The publisher pays the bonus to one answer after confirming; a paid answer's button is disabled. */
export function PayBonusButton({ question, comment }: { question: PayableQuestion; comment: Comment }) {
  const { t, i18n } = useTranslation("question");
  const toast = useToast();
  const errorMessage = useQuestionErrorMessage();
  const pay = usePayBonus(question.id);
  // One key per payment of this answer: a resent request (double click, retry after a lost answer)
  // gets the first result back and pays at most once.
  const idempotency = useIdempotencyKey();
  const [confirming, setConfirming] = useState(false);
  const lang = i18n.language;
  const name = comment.username || t("anonymous");

  if (comment.is_paid) {
    return (
      <Button
        size="small"
        variant="outlined"
        color="success"
        startIcon={<PaidIcon />}
        disabled
        sx={{
          borderRadius: 99,
          "&.Mui-disabled": { color: "success.dark", borderColor: "success.main", opacity: 0.85 },
        }}
        data-testid="pay-bonus-paid"
      >
        {t("pay.paid")}
      </Button>
    );
  }

  const confirm = () => {
    pay.mutate(
      { commentId: comment.id, idempotencyKey: idempotency.keyFor({ commentId: comment.id }) },
      {
        onSuccess: (paid) => {
          idempotency.settled();
          setConfirming(false);
          toast(t("pay_success", { amount: formatYuan(paid.amount, lang), name: paid.username }), "success");
        },
        onError: (error) => {
          idempotency.settled(error);
          setConfirming(false);
          const detail =
            error instanceof ApiError && error.code === "already_appealed"
              ? t("pay.appeal_open")
              : errorMessage(error);
          toast(t("pay_failed", { detail }), "error");
        },
      },
    );
  };

  return (
    <>
      <Button
        size="small"
        variant="contained"
        color="secondary"
        startIcon={<PaidOutlinedIcon />}
        onClick={() => setConfirming(true)}
        disabled={pay.isPending}
        sx={{ borderRadius: 99, px: 1.75, boxShadow: "none" }}
        data-testid="pay-bonus"
      >
        {t("pay.button")}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t("pay.confirm_title")}
        confirmLabel={t("pay.confirm")}
        busy={pay.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        testId="pay-bonus-dialog"
      >
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t("pay.confirm_body", { amount: formatYuan(question.bonus_amount, lang), name })}
        </Typography>
        <AnswerQuote text={comment.content} maxHeight={120} muted />
        {question.paid_amount > 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
            {t("pay.confirm_fee", { fee: formatYuan(question.paid_amount, lang) })}
          </Typography>
        )}
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1.5 }}>
          {t("pay.once")}
        </Typography>
      </ConfirmDialog>
    </>
  );
}
