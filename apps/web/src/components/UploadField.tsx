import { attachmentName, FILE_EXTENSIONS, IMAGE_EXTENSIONS, UPLOAD_LIMITS } from "@ask/contracts";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import CloseIcon from "@mui/icons-material/Close";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import ReplayIcon from "@mui/icons-material/Replay";
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Tooltip, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../lib/api-client";
import { type UploadKind, uploadFiles } from "../lib/upload";
import { useFeedback } from "../lib/use-feedback";
import {
  insertInPickOrder,
  megabytes,
  sortPicked,
  type UploadItem,
  type UploadState,
  uploadState,
} from "./upload-state";

export type { UploadState } from "./upload-state";

export interface UploadFieldProps {
  kind?: UploadKind;
  /** URLs of the uploaded files (controlled). */
  value: string[];
  onChange(urls: string[]): void;
  /**
   * The field's state for the form around it: "uploading" or "failed" (a failed file is still listed
   * and must be retried or removed) must block the form's submit; "ready" lets it through.
   */
  onStateChange?(state: UploadState): void;
  disabled?: boolean;
  max?: number;
  /** Checked before uploading; the server's default limit (UPLOAD_MAX_BYTES). */
  maxBytes?: number;
}

let nextId = 1;

/**
 * Picks files, checks their extension (spec 5) and size before sending, uploads each with a
 * progress bar and lists them with an explicit state: uploading (progress), failed (the reason, with
 * retry and remove) or done (the URL in `value`, with remove). The server checks the real content again.
 */
export function UploadField({
  kind = "file",
  value,
  onChange,
  onStateChange,
  disabled,
  max = UPLOAD_LIMITS.maxAttachmentsPerPost,
  maxBytes = UPLOAD_LIMITS.defaultMaxFileBytes,
}: UploadFieldProps) {
  const { t, toast, errorMessage } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<UploadItem[]>([]);
  // Uploads finish one by one, each adding its URL to the newest list (not the one they started with).
  const latest = useRef(value);
  latest.current = value;
  // The pick number (item id) of each URL uploaded here, to keep the picked order.
  const pickedAt = useRef(new Map<string, number>());
  // Files refused because the field is full (issue 18: said, not dropped silently).
  const [refused, setRefused] = useState<string[]>([]);
  const extensions: readonly string[] = kind === "image" ? IMAGE_EXTENSIONS : FILE_EXTENSIONS;

  const state = uploadState(items);
  const reported = useRef<UploadState>("ready");
  const report = useRef(onStateChange);
  report.current = onStateChange;
  useEffect(() => {
    if (reported.current === state) return;
    reported.current = state;
    report.current?.(state);
  }, [state]);

  const patch = (id: number, next: UploadItem | null) =>
    setItems((list) => (next ? list.map((x) => (x.id === id ? next : x)) : list.filter((x) => x.id !== id)));

  const upload = async (id: number, file: File) => {
    patch(id, { id, file, status: "uploading", progress: 0 });
    try {
      const result = await uploadFiles(kind, [file], (progress) =>
        patch(id, { id, file, status: "uploading", progress }),
      );
      // In the order the files were picked, not the order they finished in (issue 18).
      let next = [...latest.current];
      for (const url of result.urls) {
        pickedAt.current.set(url, id);
        next = insertInPickOrder(next, url, id, (u) => pickedAt.current.get(u));
      }
      latest.current = next;
      onChange(next);
      patch(id, null);
    } catch (error) {
      // A refusal of the file itself (type, size: 4xx) would only repeat; a lost connection, a busy or
      // failing server (0, 429, 5xx) may not.
      const status = error instanceof ApiError ? error.status : 0;
      const retryable = status === 0 || status === 429 || status >= 500;
      patch(id, { id, file, status: "failed", message: errorMessage(error), retryable });
    }
  };

  const pick = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = "";
    const sorted = sortPicked(files, {
      extensions,
      room: max - latest.current.length - items.length,
      maxBytes,
    });
    if (sorted.wrongType) toast(t("upload.type_not_allowed", { types: extensions.join(", ") }), "warning");
    setRefused(sorted.refused.map((f) => f.name));
    const mb = megabytes(maxBytes);
    const tooLarge: UploadItem[] = sorted.tooLarge.map((file) => ({
      id: nextId++,
      file,
      status: "failed",
      message: t("upload.too_large", { mb }),
      retryable: false,
    }));
    const starting = sorted.upload.map((file) => ({ id: nextId++, file }));
    setItems((list) => [
      ...list,
      ...tooLarge,
      ...starting.map(({ id, file }): UploadItem => ({ id, file, status: "uploading", progress: 0 })),
    ]);
    for (const { id, file } of starting) void upload(id, file);
  };

  const full = value.length + items.length >= max;
  return (
    <Box data-testid={`upload-field-${kind}`} data-state={state}>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={extensions.map((e) => `.${e}`).join(",")}
        onChange={(e) => pick(e.target.files)}
        data-testid={`upload-input-${kind}`}
      />
      <Button
        variant="outlined"
        startIcon={<AttachFileIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled || full}
      >
        {t("upload.add")}
      </Button>
      <Typography variant="caption" color="textSecondary" sx={{ display: "block", mt: 0.5 }}>
        {t("upload.hint", { types: extensions.join(", "), n: max, mb: megabytes(maxBytes) })}
      </Typography>
      {refused.length > 0 && (
        <Alert severity="warning" onClose={() => setRefused([])} sx={{ mt: 1 }} data-testid="upload-refused">
          {t("upload.refused", { n: max, count: refused.length, names: refused.join(", ") })}
        </Alert>
      )}
      <Stack spacing={1} sx={{ mt: 1 }}>
        {items.map((item) =>
          item.status === "uploading" ? (
            <Box key={item.id} data-testid="upload-progress">
              <Typography variant="body2" noWrap>
                {item.file.name}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round(item.progress * 100)}
                aria-label={t("upload.uploading_name", { name: item.file.name })}
              />
            </Box>
          ) : (
            <Box
              key={item.id}
              role="alert"
              sx={{
                display: "flex",
                alignItems: "center",
                gap: 1,
                border: 1,
                borderColor: "error.main",
                borderRadius: 1,
                px: 1,
                py: 0.5,
              }}
              data-testid="upload-failed"
            >
              <ErrorOutlineIcon fontSize="small" color="error" />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap>
                  {item.file.name}
                </Typography>
                <Typography variant="caption" color="error" sx={{ display: "block" }}>
                  {item.message}
                </Typography>
              </Box>
              {item.retryable && (
                <Tooltip title={t("upload.retry")}>
                  <IconButton
                    size="small"
                    aria-label={t("upload.retry_name", { name: item.file.name })}
                    onClick={() => void upload(item.id, item.file)}
                    disabled={disabled}
                    data-testid="upload-retry"
                  >
                    <ReplayIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              <IconButton
                size="small"
                aria-label={t("upload.remove", { name: item.file.name })}
                onClick={() => patch(item.id, null)}
                disabled={disabled}
                data-testid="upload-remove-failed"
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ),
        )}
        {value.map((url) => (
          <Box
            key={url}
            sx={{
              display: "flex",
              alignItems: "center",
              gap: 1,
              bgcolor: "action.hover",
              borderRadius: 1,
              px: 1,
            }}
            data-testid="uploaded-file"
          >
            <AttachFileIcon fontSize="small" color="action" />
            <Typography variant="body2" noWrap sx={{ flex: 1 }}>
              {attachmentName(url)}
            </Typography>
            <IconButton
              size="small"
              aria-label={t("upload.remove", { name: attachmentName(url) })}
              onClick={() => onChange(value.filter((u) => u !== url))}
              disabled={disabled}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The line beside a form's submit button while its UploadField is not ready: `uploadingText` while
 * files are on their way, the common "retry or remove the failed file" otherwise.
 */
export function UploadStatusNote({ state, uploadingText }: { state: UploadState; uploadingText?: string }) {
  const { t } = useTranslation();
  if (state === "ready" || (state === "uploading" && !uploadingText)) return null;
  return (
    <Typography
      variant="body2"
      color={state === "failed" ? "error" : "textSecondary"}
      role="status"
      data-testid="upload-status-note"
    >
      {state === "failed" ? t("upload.blocked") : uploadingText}
    </Typography>
  );
}
