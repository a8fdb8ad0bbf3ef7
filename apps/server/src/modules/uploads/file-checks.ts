import { open } from "node:fs/promises";
import { FILE_EXTENSIONS, IMAGE_EXTENSIONS } from "@ask/contracts";
import { fileTypeFromFile } from "file-type";

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
  const stem = base.slice(0, base.length - (declaredExtension(base).length + 1 || 0)).slice(0, 100) || "file";
  return `${stem}.${ext}`;
}
