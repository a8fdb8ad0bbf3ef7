import type { QuestionDetail } from "@ask/contracts";
import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlineOutlined";
import GavelIcon from "@mui/icons-material/Gavel";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import { Button, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useToast } from "../../../lib/toast";
import { useAppeal } from "../api/appeal";
import { ConfirmDialog } from "./ConfirmDialog";
import { useQuestionErrorMessage } from "./useQuestionErrorMessage";

type AppealableQuestion = Pick<QuestionDetail, "id" | "can_appeal" | "my_appeal_status" | "appeal_ends_at">;

/**
 * The appeal-bonus button (spec 2): active when the server says the viewer may appeal now
 * (`can_appeal`: an unpaid answer of theirs, after the deadline or after the publisher paid another
 * answer, inside the appeal window, not yet appealed); once they appealed, their appeal's state —
 * a disabled "appealing", then "upheld" or "rejected"; hidden otherwise.
 */
export function AppealButton({ question }: { question: AppealableQuestion }) {
  const { t, i18n } = useTranslation("question");
  const toast = useToast();
  const errorMessage = useQuestionErrorMessage();
  const { user } = useSession();
  const appeal = useAppeal(question.id);
  const [open, setOpen] = useState(false);

  if (!user) return null;
  const status = question.my_appeal_status;
  if (status) {
    const look = {
      open: { color: "warning", icon: <HourglassTopIcon />, label: t("appeal.appealing") },
      awarded: { color: "success", icon: <CheckCircleOutlineIcon />, label: t("appeal.awarded") },
      rejected: { color: "inherit", icon: <GavelIcon />, label: t("appeal.rejected") },
    }[status];
    return (
      <Button
        size="small"
        variant="outlined"
        color={look.color as "warning" | "success" | "inherit"}
        startIcon={look.icon}
        disabled
        // Disabled, but a state to read: keep its colours instead of the faint grey.
        sx={{
          borderRadius: 99,
          flexShrink: 0,
          "&.Mui-disabled":
            status === "rejected"
              ? { color: "text.secondary", borderColor: "divider" }
              : { color: `${look.color}.dark`, borderColor: `${look.color}.main`, opacity: 0.85 },
        }}
        data-testid={status === "open" ? "appeal-appealing" : "appeal-decided"}
        data-status={status}
      >
        {look.label}
      </Button>
    );
  }
  if (!question.can_appeal) return null;

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
          {question.appeal_ends_at
            ? t("appeal.once_until", { date: formatDateTime(question.appeal_ends_at, i18n.language) })
            : t("appeal.once")}
        </Typography>
      </ConfirmDialog>
    </>
  );
}
