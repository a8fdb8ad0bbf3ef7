import type { AppealSummary } from "@ask/contracts";
import { Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { ActionDialog } from "../../../components/ui/ActionDialog";
import { formatYuan } from "../../../lib/format";
import type { AppealDecision } from "../api/decide-appeal";

interface DecisionDialogProps {
  open: boolean;
  appeal: AppealSummary | null;
  decision: AppealDecision;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Confirms an award or a rejection: both are final and notify the appellant and the publisher. */
export function DecisionDialog({ open, appeal, decision, busy, onConfirm, onCancel }: DecisionDialogProps) {
  const { t, i18n } = useTranslation("admin");
  const award = decision === "award";
  return (
    <ActionDialog
      open={open && appeal !== null}
      testId="decision-dialog"
      title={award ? t("decide.award_title") : t("decide.reject_title")}
      maxWidth="xs"
      cancelLabel={t("decide.cancel")}
      cancelTestId="decision-cancel"
      confirmLabel={award ? t("actions.award") : t("actions.reject")}
      confirmTestId="decision-confirm"
      confirmColor={award ? "success" : "error"}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {appeal && (
        <Typography variant="body2">
          {award && appeal.award === "transfer" && appeal.paid_to
            ? t("decide.transfer_body", {
                amount: formatYuan(appeal.paid_to.amount, i18n.language),
                name: appeal.appellant,
                payee: appeal.paid_to.username,
              })
            : award
              ? t("decide.award_body", {
                  amount: formatYuan(appeal.bonus_amount, i18n.language),
                  name: appeal.appellant,
                })
              : t("decide.reject_body", { name: appeal.appellant })}
        </Typography>
      )}
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1.5 }}>
        {t("decide.final")}
      </Typography>
    </ActionDialog>
  );
}
