import { QUESTION_LIMITS } from "@ask/contracts";
import { Box, Button, FormHelperText, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { type UploadState, UploadStatusNote } from "../../../components/UploadField";
import { UploadSubmitRow } from "../../../components/UploadSubmitRow";
import { useSession } from "../../../lib/session";
import { useToast } from "../../../lib/toast";
import { RichTextEditor } from "../../ask";
import { useCreateComment } from "../api/create-comment";
import { useQuestionErrorMessage } from "./useQuestionErrorMessage";

/**
 * Answer the question: rich text (the question editor, with code blocks; sanitized by the server like
 * a question) and attachments; submit waits for the uploads and is blocked while a failed upload is
 * listed (retry or remove it first).
 */
export function CommentForm({ questionId }: { questionId: number }) {
  const { t } = useTranslation("question");
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const toast = useToast();
  const errorMessage = useQuestionErrorMessage();
  const create = useCreateComment(questionId);
  const [content, setContent] = useState("");
  const [files, setFiles] = useState<string[]>([]);
  const [uploadState, setUploadState] = useState<UploadState>("ready");
  // A new editor after each posted answer: an empty document, whatever the editor reported before.
  const [editorKey, setEditorKey] = useState(0);

  if (!isLoggedIn) {
    return (
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 2,
          flexWrap: "wrap",
          justifyContent: "space-between",
        }}
        data-testid="comment-login-prompt"
      >
        <Typography color="textSecondary">{t("form.login_prompt")}</Typography>
        <Button
          variant="contained"
          component={Link}
          to="/login"
          state={{ from: location.pathname + location.search }}
        >
          {t("form.login")}
        </Button>
      </Box>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.replace(/<[^>]*>|&nbsp;|\s/g, "")) {
      toast(t("please_enter_comment"), "warning");
      return;
    }
    if (uploadState !== "ready") return;
    create.mutate(
      { content, format: "html", files },
      {
        onSuccess: () => {
          toast(t("comment_success"), "success");
          setContent("");
          setEditorKey((k) => k + 1);
          setFiles([]);
        },
        onError: (error) => toast(t("comment_failed", { detail: errorMessage(error) }), "error"),
      },
    );
  };

  const nearLimit = content.length > QUESTION_LIMITS.commentMaxChars * 0.9;
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="comment-form">
      <Typography id="comment-form-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t("form.title")}
      </Typography>
      <RichTextEditor
        key={editorKey}
        value={content}
        onChange={setContent}
        labelledBy="comment-form-title"
        describedBy="comment-form-help"
        placeholder={t("form.placeholder")}
        disabled={create.isPending}
        error={content.length > QUESTION_LIMITS.commentMaxChars}
        minHeight={120}
        data-testid="comment-input"
      />
      <FormHelperText id="comment-form-help" error={content.length > QUESTION_LIMITS.commentMaxChars}>
        {nearLimit ? `${content.length} / ${QUESTION_LIMITS.commentMaxChars}` : t("form.help")}
      </FormHelperText>
      <UploadSubmitRow
        files={files}
        onFilesChange={setFiles}
        onUploadStateChange={setUploadState}
        uploadDisabled={create.isPending}
        between={<UploadStatusNote state={uploadState} />}
        submitLabel={
          uploadState === "uploading"
            ? t("form.uploading")
            : create.isPending
              ? t("form.submitting")
              : t("form.submit")
        }
        submitDisabled={uploadState !== "ready" || create.isPending}
        submitTestId="comment-submit"
      />
    </Box>
  );
}
