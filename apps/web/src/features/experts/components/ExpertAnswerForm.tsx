import { QUESTION_LIMITS } from "@ask/contracts";
import { Box, TextField, Typography } from "@mui/material";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type UploadState, UploadStatusNote } from "../../../components/UploadField";
import { UploadSubmitRow } from "../../../components/UploadSubmitRow";
import { useToast } from "../../../lib/toast";
import { useCreateComment, useQuestionErrorMessage } from "../../questions";

/**
 * The expert's answer editor (spec 2 and 5): plain text, non-blank ('please enter answer'), and
 * attachments through UploadField. Files upload as soon as they are picked; a submit pressed while
 * they upload waits for them, and if any of them fails the answer is not sent (file_upload_failed,
 * spec 8). While a failed file is listed the submit stays blocked until it is retried or removed.
 */
export function ExpertAnswerForm({ questionId }: { questionId: number }) {
  const { t } = useTranslation("experts");
  const toast = useToast();
  const errorMessage = useQuestionErrorMessage();
  const create = useCreateComment(questionId);
  const [content, setContent] = useState("");
  const [files, setFiles] = useState<string[]>([]);
  const [uploadState, setUploadState] = useState<UploadState>("ready");
  const [waiting, setWaiting] = useState(false);

  // UploadField reports its state after the render that changed it; a submit waiting for the
  // uploads reads the newest text and files from here.
  const latest = useRef({ content, files, waiting });
  latest.current = { content, files, waiting };

  const send = (text: string, urls: string[]) =>
    create.mutate(
      { content: text, files: urls },
      {
        onSuccess: () => {
          toast(t("qa.answer.submitted"), "success");
          setContent("");
          setFiles([]);
        },
        onError: (error) => toast(t("qa.answer.failed", { detail: errorMessage(error) }), "error"),
      },
    );

  const uploadStateChanged = (state: UploadState) => {
    setUploadState(state);
    if (state === "uploading" || !latest.current.waiting) return;
    setWaiting(false);
    if (state === "failed") {
      toast(t("qa.answer.file_upload_failed"), "error");
      return;
    }
    const text = latest.current.content.trim();
    if (text) send(text, latest.current.files);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      toast(t("qa.answer.please_enter_answer"), "warning");
      return;
    }
    if (uploadState === "failed") {
      toast(t("qa.answer.file_upload_failed"), "error");
      return;
    }
    if (uploadState === "uploading") {
      setWaiting(true);
      return;
    }
    send(text, files);
  };

  const nearLimit = content.length > QUESTION_LIMITS.commentMaxChars * 0.9;
  const busy = create.isPending || waiting;
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="expert-answer-form">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t("qa.answer.title")}
      </Typography>
      <TextField
        value={content}
        onChange={(e) => setContent(e.target.value)}
        placeholder={t("qa.answer.placeholder")}
        multiline
        minRows={4}
        maxRows={14}
        fullWidth
        disabled={create.isPending}
        helperText={
          nearLimit ? `${content.length} / ${QUESTION_LIMITS.commentMaxChars}` : t("qa.answer.help")
        }
        slotProps={{
          htmlInput: {
            maxLength: QUESTION_LIMITS.commentMaxChars,
            "aria-label": t("qa.answer.title"),
            "data-testid": "expert-answer-input",
          },
        }}
      />
      <UploadSubmitRow
        files={files}
        onFilesChange={setFiles}
        onUploadStateChange={uploadStateChanged}
        uploadDisabled={busy}
        submitLabel={
          waiting
            ? t("qa.answer.waiting_uploads")
            : create.isPending
              ? t("qa.answer.submitting")
              : t("qa.answer.submit")
        }
        submitDisabled={busy || uploadState === "failed"}
        submitTestId="expert-answer-submit"
        mt={1.5}
      />
      {uploadState === "failed" && (
        <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 1 }}>
          <UploadStatusNote state={uploadState} />
        </Box>
      )}
    </Box>
  );
}
