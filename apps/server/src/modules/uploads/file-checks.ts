import { open } from "node:fs/promises";
import { FILE_EXTENSIONS, IMAGE_EXTENSIONS, IMAGE_LIMITS, UPLOAD_NAME_MAX_STEM } from "@ask/contracts";
import { fileTypeFromFile } from "file-type";
import { imageSizeFromFile } from "image-size/fromFile";

export type UploadKind = "file" | "image";

export interface CheckedType {
  ext: string;
  mime: string;
}

const OLD_OFFICE: Record<string, string> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
};

export function declaredExtension(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot >= 0 ? filename.slice(dot + 1).toLowerCase() : "";
}

/**
 * The file's real type from its content (magic bytes), accepted only when it is one of the allowed
 * types AND agrees with the name's extension: an .exe renamed to .png is refused.
 */
export async function checkFileType(
  path: string,
  filename: string,
  kind: UploadKind,
): Promise<CheckedType | null> {
  const allowed: readonly string[] = kind === "image" ? IMAGE_EXTENSIONS : FILE_EXTENSIONS;
  const declared = declaredExtension(filename);
  if (!allowed.includes(declared)) return null;
  const detected = await fileTypeFromFile(path);

  if (!detected) {
    // Plain text has no magic bytes: accept it when it is valid UTF-8 without NUL bytes.
    return declared === "txt" && (await isPlainText(path))
      ? { ext: "txt", mime: "text/plain; charset=utf-8" }
      : null;
  }
  const normalizedDeclared = declared === "jpeg" ? "jpg" : declared;
  if (detected.ext === normalizedDeclared) return { ext: detected.ext, mime: detected.mime };
  // Old Office formats are all "Compound File Binary" containers.
  if (detected.ext === "cfb" && OLD_OFFICE[declared]) return { ext: declared, mime: OLD_OFFICE[declared] };
  // A docx/xlsx/pptx is a zip: accept it under a .zip name too.
  if (declared === "zip" && ["docx", "xlsx", "pptx"].includes(detected.ext))
    return { ext: "zip", mime: "application/zip" };
  return null;
}

async function isPlainText(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const decoder = new TextDecoder("utf-8", { fatal: true });
    const chunk = Buffer.alloc(64 * 1024);
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length);
      if (bytesRead === 0) break;
      const bytes = chunk.subarray(0, bytesRead);
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/** A display-safe file name: no directories, control characters or path tricks, bounded length. */
export function safeFileName(filename: string, ext: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/^\.+/, "")
    .trim();
  const dot = base.lastIndexOf(".");
  // Cut by whole characters (code points): half a surrogate pair would make the URL unencodable.
  const stem = Array.from(dot >= 0 ? base.slice(0, dot) : base)
    .slice(0, UPLOAD_NAME_MAX_STEM)
    .join("");
  return `${stem || "file"}.${ext}`;
}

/**
 * For a PNG or JPEG: whether its header's size is within IMAGE_LIMITS (read from the header, never
 * decoded): "unreadable" when the header declares no pixels or cannot be read (not a usable image),
 * "too_large" beyond the limits. Other types: always "ok".
 */
export async function checkImageLimits(
  path: string,
  mime: string,
): Promise<"ok" | "too_large" | "unreadable"> {
  if (mime !== "image/png" && mime !== "image/jpeg") return "ok";
  try {
    const { width, height } = await imageSizeFromFile(path);
    if (!width || !height) return "unreadable";
    const within =
      width <= IMAGE_LIMITS.maxSide &&
      height <= IMAGE_LIMITS.maxSide &&
      width * height <= IMAGE_LIMITS.maxPixels;
    return within ? "ok" : "too_large";
  } catch {
    return "unreadable";
  }
}
