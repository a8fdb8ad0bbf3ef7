import { type Comment, QUESTION_LIMITS, type QuestionDetail } from "@ask/contracts";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import HistoryIcon from "@mui/icons-material/History";
import { Box, Button, Typography } from "@mui/material";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LazyWhenOpened } from "../../../components/LazyWhenOpened";
import { formatDateTime, formatYuan } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useToast } from "../../../lib/toast";
import {
  type RevisionTarget,
  useDeleteComment,
  useDeleteQuestion,
  useEditComment,
  useEditQuestion,
} from "../api/revisions";
import { ConfirmDialog } from "./ConfirmDialog";
import { useQuestionErrorMessage } from "./useQuestionErrorMessage";

const RevisionsDialogView = lazy(() => import("./RevisionsDialogView"));
const EditContentDialogView = lazy(() => import("./EditContentDialogView"));

/** A plain-text answer (older answers, API clients) as the editor's HTML, line breaks kept. */
export function textToHtml(text: string): string {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return escaped
    .split(/\n{2,}/)
    .map((para) => `<p>${para.replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** "Edited" with the time of the last edit; opens the edit history. */
export function EditedMark({ editedAt, target }: { editedAt: string | null; target: RevisionTarget }) {
  const { t, i18n } = useTranslation("question");
  const [open, setOpen] = useState(false);
  if (!editedAt) return null;
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<HistoryIcon fontSize="small" />}
        onClick={() => setOpen(true)}
        title={formatDateTime(editedAt, i18n.language)}
        sx={{ color: "text.secondary", fontWeight: 500, minWidth: 0 }}
        aria-haspopup="dialog"
        data-testid={`${target.kind}-edited`}
      >
        {t("revisions.edited")}
      </Button>
      <LazyWhenOpened open={open}>
        <RevisionsDialogView open={open} target={target} onClose={() => setOpen(false)} />
      </LazyWhenOpened>
    </>
  );
}

const actionSx = { minWidth: 0, fontWeight: 600 } as const;

/** The Edit / Delete button of an owner bar. */
function OwnerAction({
  kind,
  onClick,
  testId,
}: {
  kind: "edit" | "delete";
  onClick(): void;
  testId: string;
}) {
  const { t } = useTranslation("question");
  return (
    <Button
      size="small"
      color={kind === "delete" ? "error" : "primary"}
      startIcon={
        kind === "delete" ? <DeleteOutlineIcon fontSize="small" /> : <EditOutlinedIcon fontSize="small" />
      }
      onClick={onClick}
      sx={actionSx}
      data-testid={testId}
    >
      {t(`owner.${kind}`)}
    </Button>
  );
}

/** The edit and delete dialogs' state of an owner bar, and what a save or a delete says when done. */
function useOwnerDialogs() {
  const { t } = useTranslation("question");
  const toast = useToast();
  const errorMessage = useQuestionErrorMessage();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editError, setEditError] = useState<string | null>(null);
  return {
    editing,
    deleting,
    editError,
    startEdit: () => {
      setEditError(null);
      setEditing(true);
    },
    cancelEdit: () => setEditing(false),
    startDelete: () => setDeleting(true),
    cancelDelete: () => setDeleting(false),
    /** A save closes the dialog with a toast; a refusal stays in the dialog. */
    saved: {
      onSuccess: () => {
        setEditing(false);
        toast(t("owner.saved"), "success");
      },
      onError: (error: unknown) => setEditError(errorMessage(error)),
    },
    deleted: (message: string) => {
      setDeleting(false);
      toast(message, "success");
    },
    deleteFailed: (error: unknown) => {
      setDeleting(false);
      toast(t("owner.delete_failed", { detail: errorMessage(error) }), "error");
    },
  };
}

/**
 * The author's own answer: edit (in the question editor) and delete, while the server allows it —
 * not once paid, not after the question's deadline or settlement (the server also refuses an edit of
 * a rated answer, with a message). Everyone sees "edited" with the history.
 */
export function AnswerOwnerBar({
  comment,
  question,
}: {
  comment: Comment;
  question?: Pick<QuestionDetail, "settlement"> & Partial<Pick<QuestionDetail, "deadline">>;
}) {
  const { t } = useTranslation("question");
  const { user } = useSession();
  const edit = useEditComment(comment.question_id, comment.id);
  const remove = useDeleteComment(comment.question_id, comment.id);
  const dialogs = useOwnerDialogs();

  const open =
    !question ||
    (question.settlement === "open" && (!question.deadline || Date.parse(question.deadline) > Date.now()));
  const mine = user?.id === comment.user_id && !comment.is_paid && open;
  if (!mine && !comment.edited_at) return null;

  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, flexWrap: "wrap" }}>
      <EditedMark editedAt={comment.edited_at} target={{ kind: "comment", id: comment.id }} />
      {mine && (
        <>
          <OwnerAction kind="edit" onClick={dialogs.startEdit} testId="comment-edit" />
          <OwnerAction kind="delete" onClick={dialogs.startDelete} testId="comment-delete" />
          <LazyWhenOpened open={dialogs.editing}>
            <EditContentDialogView
              key={`${comment.id}-${comment.edited_at ?? ""}`}
              open={dialogs.editing}
              heading={t("owner.edit_answer")}
              content={comment.format === "html" ? comment.content : textToHtml(comment.content)}
              maxChars={QUESTION_LIMITS.commentMaxChars}
              busy={edit.isPending}
              error={dialogs.editError}
              onCancel={dialogs.cancelEdit}
              onSave={({ content }) => edit.mutate({ content, format: "html" }, dialogs.saved)}
              testId="edit-answer"
            />
          </LazyWhenOpened>
          <ConfirmDialog
            open={dialogs.deleting}
            title={t("owner.delete_answer_title")}
            confirmLabel={t("owner.delete")}
            busy={remove.isPending}
            onCancel={dialogs.cancelDelete}
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => dialogs.deleted(t("owner.deleted_answer")),
                onError: dialogs.deleteFailed,
              })
            }
            testId="delete-answer"
          >
            <Typography variant="body2">{t("owner.delete_answer_body")}</Typography>
          </ConfirmDialog>
        </>
      )}
    </Box>
  );
}

/**
 * The publisher's own question: edit the title and content while its bonus is open (never the bonus,
 * rule or deadline), delete it while nobody answered. Everyone sees "edited" with the history.
 */
export function QuestionOwnerBar({ question }: { question: QuestionDetail }) {
  const { t, i18n } = useTranslation("question");
  const { user } = useSession();
  const navigate = useNavigate();
  const edit = useEditQuestion(question.id);
  const remove = useDeleteQuestion(question.id);
  const dialogs = useOwnerDialogs();

  const mine = user?.id === question.user_id;
  // Hidden or rejected in review (and refunded): its author edits it to submit it for review again.
  const resubmittable = question.moderation != null && question.settlement === "refunded";
  const editable = mine && (question.settlement === "open" || resubmittable);
  const deletable = mine && !question.is_paid && question.comments === 0;
  if (!editable && !deletable && !question.edited_at) return null;
  const refund = question.settlement === "open" ? question.bonus_amount + question.paid_amount : 0;

  return (
    <Box
      sx={{ display: "flex", alignItems: "center", gap: 0.5, flexWrap: "wrap", mt: -0.5, mb: 1.5 }}
      data-testid="question-owner-bar"
    >
      <EditedMark editedAt={question.edited_at} target={{ kind: "question", id: question.id }} />
      {editable && <OwnerAction kind="edit" onClick={dialogs.startEdit} testId="question-edit" />}
      {deletable && <OwnerAction kind="delete" onClick={dialogs.startDelete} testId="question-delete" />}
      {mine && !deletable && question.settlement === "open" && (
        <Typography variant="caption" color="textSecondary" sx={{ px: 1 }} data-testid="question-delete-note">
          {t("owner.cannot_delete_answered")}
        </Typography>
      )}
      <LazyWhenOpened open={dialogs.editing}>
        <EditContentDialogView
          key={question.edited_at ?? ""}
          open={dialogs.editing}
          heading={t("owner.edit_question")}
          title={question.title}
          content={question.content}
          maxChars={QUESTION_LIMITS.contentMaxChars}
          note={t("owner.money_fixed")}
          busy={edit.isPending}
          error={dialogs.editError}
          onCancel={dialogs.cancelEdit}
          onSave={({ title, content }) =>
            edit.mutate(
              {
                ...(title !== question.title ? { title } : {}),
                ...(content !== question.content ? { content } : {}),
              },
              dialogs.saved,
            )
          }
          testId="edit-question"
        />
      </LazyWhenOpened>
      <ConfirmDialog
        open={dialogs.deleting}
        title={t("owner.delete_question_title")}
        confirmLabel={t("owner.delete")}
        busy={remove.isPending}
        onCancel={dialogs.cancelDelete}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (result) => {
              dialogs.deleted(
                result.refunded_amount > 0
                  ? t("owner.deleted_question_refund", {
                      amount: formatYuan(result.refunded_amount, i18n.language),
                    })
                  : t("owner.deleted_question"),
              );
              navigate("/questions", { replace: true });
            },
            onError: dialogs.deleteFailed,
          })
        }
        testId="delete-question"
      >
        <Typography variant="body2">
          {refund > 0
            ? t("owner.delete_question_body_refund", { amount: formatYuan(refund, i18n.language) })
            : t("owner.delete_question_body")}
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}
