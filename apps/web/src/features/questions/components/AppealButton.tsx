import type { QuestionDetail } from "@ask/contracts";
import GavelIcon from "@mui/icons-material/Gavel";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import { Button, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session";
import { useToast } from "../../../lib/toast";
import { useAppeal } from "../api/appeal";
import { ConfirmDialog } from "./ConfirmDialog";
import { useQuestionErrorMessage } from "./useQuestionErrorMessage";

type AppealableQuestion = Pick<
  QuestionDetail,
  "id" | "user_id" | "is_paid" | "is_appealed" | "user_comments" | "settlement" | "appeal_status"
>;

/**
 * Spec 5: appeal only while the question is unpaid, the viewer has an unpaid answer on it, and it is
 * not yet appealed. The server checks the same.
 */
export function canAppeal(question: AppealableQuestion, viewerId: number | undefined): boolean {
  if (viewerId === undefined || viewerId === question.user_id) return false;
  if (question.is_paid || question.is_appealed || question.settlement !== "open") return false;
  return question.user_comments.some((c) => c.user_id === viewerId && !c.is_paid);
}

/**
 * The appeal-bonus button (spec 2): active when the viewer may appeal, a disabled "appealing" state
 * once the question is appealed (and not yet paid), hidden otherwise.
 */
export function AppealButton({ question }: { question: AppealableQuestion }) {
  const { t } = useTranslation("question");
  const toast = useToast();
  const errorMessage = useQuestionErrorMessage();
  const { user } = useSession();
  const appeal = useAppeal(question.id);
  const [open, setOpen] = useState(false);

  if (!user || question.is_paid) return null;
  // A decided appeal leaves no button: a question can be appealed only once.
  if (question.is_appealed && question.appeal_status !== "open") return null;
  if (question.is_appealed) {
    return (
      <Button
        size="small"
        variant="outlined"
        color="warning"
        startIcon={<HourglassTopIcon />}
        disabled
        // Disabled, but a state to read: keep the warning colours instead of the faint grey.
        sx={{
          borderRadius: 99,
          flexShrink: 0,
          "&.Mui-disabled": { color: "warning.dark", borderColor: "warning.main", opacity: 0.85 },
        }}
        data-testid="appeal-appealing"
      >
        {t("appeal.appealing")}
      </Button>
    );
  }
  if (!canAppeal(question, user.id)) return null;

  const confirm = () =>
    appeal.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast(t("appeal.success"), "success");
      },
      onError: (error) => {
        setOpen(false);
        toast(t("appeal.failed", { detail: errorMessage(error) }), "error");
      },
    });

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="warning"
        startIcon={<GavelIcon />}
        onClick={() => setOpen(true)}
        disabled={appeal.isPending}
        sx={{ borderRadius: 99, flexShrink: 0 }}
        data-testid="appeal-button"
      >
        {t("appeal.button")}
      </Button>
      <ConfirmDialog
        open={open}
        title={t("appeal.confirm_title")}
        confirmLabel={t("appeal.confirm")}
        busy={appeal.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        testId="appeal-dialog"
      >
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t("appeal.confirm_body")}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p">
          {t("appeal.once")}
        </Typography>
      </ConfirmDialog>
    </>
  );
}
