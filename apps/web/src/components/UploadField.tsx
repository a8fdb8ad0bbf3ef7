import { attachmentName, FILE_EXTENSIONS, IMAGE_EXTENSIONS, UPLOAD_LIMITS } from "@ask/contracts";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import CloseIcon from "@mui/icons-material/Close";
import { Box, Button, IconButton, LinearProgress, Stack, Typography } from "@mui/material";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../lib/toast";
import { type UploadKind, uploadFiles } from "../lib/upload";
import { useErrorMessage } from "../lib/use-error-message";

interface Pending {
  id: number;
  name: string;
  progress: number;
}

export interface UploadFieldProps {
  kind?: UploadKind;
  /** URLs of the uploaded files (controlled). */
  value: string[];
  onChange(urls: string[]): void;
  /** Reports whether an upload is still running, so a form can wait or block its submit. */
  onBusyChange?(busy: boolean): void;
  disabled?: boolean;
  max?: number;
}

/**
 * Picks files, checks their extension against spec 5, uploads each with a progress bar and lists
 * the uploaded ones with a remove button. The server checks the real content again.
 */
export function UploadField({
  kind = "file",
  value,
  onChange,
  onBusyChange,
  disabled,
  max = UPLOAD_LIMITS.maxAttachmentsPerPost,
}: UploadFieldProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const latest = useRef(value);
  latest.current = value;
  const extensions: readonly string[] = kind === "image" ? IMAGE_EXTENSIONS : FILE_EXTENSIONS;

  const pick = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = "";
    const allowed = files.filter((f) => extensions.includes(f.name.split(".").pop()?.toLowerCase() ?? ""));
    if (allowed.length < files.length)
      toast(t("upload.type_not_allowed", { types: extensions.join(", ") }), "warning");
    const room = max - latest.current.length;
    if (allowed.length > room) toast(t("upload.too_many", { n: max }), "warning");
    const chosen = allowed.slice(0, Math.max(0, room));
    if (!chosen.length) return;
    onBusyChange?.(true);
    await Promise.all(
      chosen.map(async (file, index) => {
        const id = Date.now() + index;
        setPending((p) => [...p, { id, name: file.name, progress: 0 }]);
        try {
          const result = await uploadFiles(kind, [file], (progress) =>
            setPending((p) => p.map((x) => (x.id === id ? { ...x, progress } : x))),
          );
          const next = [...latest.current, ...result.urls];
          latest.current = next;
          onChange(next);
        } catch (error) {
          toast(`${t("upload.failed", { name: file.name })} ${errorMessage(error)}`, "error");
        } finally {
          setPending((p) => p.filter((x) => x.id !== id));
        }
      }),
    );
    onBusyChange?.(false);
  };

  return (
    <Box>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={extensions.map((e) => `.${e}`).join(",")}
        onChange={(e) => void pick(e.target.files)}
        data-testid={`upload-input-${kind}`}
      />
      <Button
        variant="outlined"
        startIcon={<AttachFileIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled || value.length >= max}
      >
        {t("upload.add")}
      </Button>
      <Typography variant="caption" color="textSecondary" sx={{ display: "block", mt: 0.5 }}>
        {t("upload.hint", { types: extensions.join(", "), n: max })}
      </Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {pending.map((p) => (
          <Box key={p.id} data-testid="upload-progress">
            <Typography variant="body2" noWrap>
              {p.name}
            </Typography>
            <LinearProgress variant="determinate" value={Math.round(p.progress * 100)} />
          </Box>
        ))}
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
