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
  const toast = useToast();
  const errorMessage = useQuestionErrorMessage();
  const edit = useEditComment(comment.question_id, comment.id);
  const remove = useDeleteComment(comment.question_id, comment.id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editError, setEditError] = useState<string | null>(null);

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
          <Button
            size="small"
            startIcon={<EditOutlinedIcon fontSize="small" />}
            onClick={() => {
              setEditError(null);
              setEditing(true);
            }}
            sx={actionSx}
            data-testid="comment-edit"
          >
            {t("owner.edit")}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon fontSize="small" />}
            onClick={() => setDeleting(true)}
            sx={actionSx}
            data-testid="comment-delete"
          >
            {t("owner.delete")}
          </Button>
          <LazyWhenOpened open={editing}>
            <EditContentDialogView
              key={`${comment.id}-${comment.edited_at ?? ""}`}
              open={editing}
              heading={t("owner.edit_answer")}
              content={comment.format === "html" ? comment.content : textToHtml(comment.content)}
              maxChars={QUESTION_LIMITS.commentMaxChars}
              busy={edit.isPending}
              error={editError}
              onCancel={() => setEditing(false)}
              onSave={({ content }) =>
                edit.mutate(
                  { content, format: "html" },
                  {
                    onSuccess: () => {
                      setEditing(false);
                      toast(t("owner.saved"), "success");
                    },
                    onError: (error) => setEditError(errorMessage(error)),
                  },
                )
              }
              testId="edit-answer"
            />
          </LazyWhenOpened>
          <ConfirmDialog
            open={deleting}
            title={t("owner.delete_answer_title")}
            confirmLabel={t("owner.delete")}
            busy={remove.isPending}
            onCancel={() => setDeleting(false)}
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setDeleting(false);
                  toast(t("owner.deleted_answer"), "success");
                },
                onError: (error) => {
                  setDeleting(false);
                  toast(t("owner.delete_failed", { detail: errorMessage(error) }), "error");
                },
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
  const toast = useToast();
  const navigate = useNavigate();
  const errorMessage = useQuestionErrorMessage();
  const edit = useEditQuestion(question.id);
  const remove = useDeleteQuestion(question.id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editError, setEditError] = useState<string | null>(null);

  const mine = user?.id === question.user_id;
  const editable = mine && question.settlement === "open";
  const deletable = mine && !question.is_paid && question.comments === 0;
  if (!editable && !deletable && !question.edited_at) return null;
  const refund = question.settlement === "open" ? question.bonus_amount + question.paid_amount : 0;

  return (
    <Box
      sx={{ display: "flex", alignItems: "center", gap: 0.5, flexWrap: "wrap", mt: -0.5, mb: 1.5 }}
      data-testid="question-owner-bar"
    >
      <EditedMark editedAt={question.edited_at} target={{ kind: "question", id: question.id }} />
      {editable && (
        <Button
          size="small"
          startIcon={<EditOutlinedIcon fontSize="small" />}
          onClick={() => {
            setEditError(null);
            setEditing(true);
          }}
          sx={actionSx}
          data-testid="question-edit"
        >
          {t("owner.edit")}
        </Button>
      )}
      {deletable && (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon fontSize="small" />}
          onClick={() => setDeleting(true)}
          sx={actionSx}
          data-testid="question-delete"
        >
          {t("owner.delete")}
        </Button>
      )}
      {mine && !deletable && question.settlement === "open" && (
        <Typography variant="caption" color="textSecondary" sx={{ px: 1 }} data-testid="question-delete-note">
          {t("owner.cannot_delete_answered")}
        </Typography>
      )}
      <LazyWhenOpened open={editing}>
        <EditContentDialogView
          key={question.edited_at ?? ""}
          open={editing}
          heading={t("owner.edit_question")}
          title={question.title}
          content={question.content}
          maxChars={QUESTION_LIMITS.contentMaxChars}
          note={t("owner.money_fixed")}
          busy={edit.isPending}
          error={editError}
          onCancel={() => setEditing(false)}
          onSave={({ title, content }) =>
            edit.mutate(
              {
                ...(title !== question.title ? { title } : {}),
                ...(content !== question.content ? { content } : {}),
              },
              {
                onSuccess: () => {
                  setEditing(false);
                  toast(t("owner.saved"), "success");
                },
                onError: (error) => setEditError(errorMessage(error)),
              },
            )
          }
          testId="edit-question"
        />
      </LazyWhenOpened>
      <ConfirmDialog
        open={deleting}
        title={t("owner.delete_question_title")}
        confirmLabel={t("owner.delete")}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (result) => {
              setDeleting(false);
              toast(
                result.refunded_amount > 0
                  ? t("owner.deleted_question_refund", {
                      amount: formatYuan(result.refunded_amount, i18n.language),
                    })
                  : t("owner.deleted_question"),
                "success",
              );
              navigate("/questions", { replace: true });
            },
            onError: (error) => {
              setDeleting(false);
              toast(t("owner.delete_failed", { detail: errorMessage(error) }), "error");
            },
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
