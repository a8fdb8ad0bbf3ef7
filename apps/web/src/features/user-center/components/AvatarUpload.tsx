import { AVATAR_LIMITS } from "@ask/contracts";
import PhotoCameraIcon from "@mui/icons-material/PhotoCamera";
import { Avatar, Box, ButtonBase, CircularProgress, Tooltip } from "@mui/material";
import { type DragEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../lib/session";
import { uploadFiles } from "../../../lib/upload";
import { useFeedback } from "../../../lib/use-feedback";
import { useUserId } from "../api/keys";
import { useUpdateAvatar } from "../api/update-avatar";
import { avatarMaxWidthOrHeight } from "../avatar-size";

/**
 * Spec 5 / 9: JPEG or PNG only; compressed in the browser to a width of at most 800 px at quality
 * 0.8, on the main thread (the library's worker would load its code from a CDN, which our CSP
 * refuses). The server refuses avatars over AVATAR_LIMITS.maxBytes or with a side over
 * AVATAR_LIMITS.maxSide, so the result is kept within both.
 */
const COMPRESSION = {
  initialQuality: AVATAR_LIMITS.compressQuality,
  maxSizeMB: AVATAR_LIMITS.maxBytes / 1024 / 1024,
  useWebWorker: false,
} as const;
const AVATAR_TYPES = { "image/jpeg": "jpg", "image/png": "png" } as const;
type AvatarType = keyof typeof AVATAR_TYPES;

/** The type by content (magic bytes), not by name: a renamed file is refused before any upload. */
async function sniffImageType(file: File): Promise<AvatarType | null> {
  const bytes = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

/** The picture's size as the browser shows it (EXIF orientation applied, as the compression does). */
async function imageDimensions(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

type Stage = { kind: "idle" } | { kind: "compressing" } | { kind: "uploading"; progress: number };

interface AvatarUploadProps {
  username: string;
  src: string | null;
  size?: number;
}

/** The header's avatar: click or drop a JPEG/PNG to replace it; shows compression and upload progress. */
export function AvatarUpload({ username, src, size = 96 }: AvatarUploadProps) {
  const { t, toast, toastError } = useFeedback("userCenter");
  const { t: tError } = useTranslation("errors");
  const { user, updateUser } = useSession();
  const userId = useUserId();
  const updateAvatar = useUpdateAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [dragging, setDragging] = useState(false);
  const busy = stage.kind !== "idle";

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file || busy) return;
    if (userId === undefined) {
      toast(t("messages.not_logged_in"), "warning");
      return;
    }
    const type = await sniffImageType(file);
    if (!type) {
      toast(t("avatar.only_jpeg_png"), "warning");
      return;
    }
    try {
      setStage({ kind: "compressing" });
      // Loaded on first use: most visits never change the avatar.
      const { default: imageCompression } = await import("browser-image-compression");
      const { width, height } = await imageDimensions(file);
      const compressed = await imageCompression(file, {
        ...COMPRESSION,
        maxWidthOrHeight: avatarMaxWidthOrHeight(width, height),
        fileType: type,
      });
      const named = new File([compressed], `avatar.${AVATAR_TYPES[type]}`, { type });
      if (named.size > AVATAR_LIMITS.maxBytes) {
        toast(t("messages.avatar_update_failed", { detail: tError("avatar_too_large") }), "error");
        return;
      }
      setStage({ kind: "uploading", progress: 0 });
      const { url } = await uploadFiles("image", [named], (progress) =>
        setStage({ kind: "uploading", progress }),
      );
      const customer = await updateAvatar.mutateAsync({ userId, avatar: url });
      if (user) updateUser({ ...user, avatar: customer.avatar });
      toast(t("messages.avatar_updated"), "success");
    } catch (error) {
      toastError(error, "messages.avatar_update_failed");
    } finally {
      setStage({ kind: "idle" });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(event.dataTransfer.files[0]);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/jpeg,image/png"
        onChange={(e) => void upload(e.target.files?.[0])}
        data-testid="avatar-input"
      />
      <Tooltip title={t("avatar.change")}>
        <ButtonBase
          onClick={() => !busy && input.current?.click()}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          aria-busy={busy}
          aria-label={t("avatar.change")}
          data-testid="avatar-upload"
          sx={{
            position: "relative",
            borderRadius: "50%",
            flexShrink: 0,
            outline: dragging ? "3px dashed" : "none",
            outlineColor: "primary.main",
            outlineOffset: 3,
            "&:hover .avatar-overlay, &:focus-visible .avatar-overlay": { opacity: 1 },
          }}
        >
          <Avatar
            src={src ?? undefined}
            alt={username}
            sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: "primary.light" }}
            data-testid="uc-avatar"
          >
            {username.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box
            className="avatar-overlay"
            sx={{
              position: "absolute",
              inset: 0,
              borderRadius: "50%",
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              bgcolor: "rgba(0,0,0,0.45)",
              color: "common.white",
              opacity: busy || dragging ? 1 : 0,
              transition: "opacity 120ms",
            }}
          >
            {stage.kind === "idle" ? (
              <PhotoCameraIcon />
            ) : (
              <CircularProgress
                size={size * 0.5}
                sx={{ color: "common.white" }}
                variant={stage.kind === "uploading" ? "determinate" : "indeterminate"}
                value={stage.kind === "uploading" ? Math.round(stage.progress * 100) : undefined}
                aria-label={t("avatar.uploading")}
                data-testid="avatar-progress"
              />
            )}
          </Box>
          <Box
            sx={{
              position: "absolute",
              insetInlineEnd: 0,
              bottom: 0,
              width: 28,
              height: 28,
              borderRadius: "50%",
              bgcolor: "primary.main",
              color: "primary.contrastText",
              border: 2,
              borderColor: "background.paper",
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
            }}
          >
            <PhotoCameraIcon sx={{ fontSize: 15 }} />
          </Box>
        </ButtonBase>
      </Tooltip>
    </>
  );
}
