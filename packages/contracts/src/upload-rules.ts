/** Upload constants and rules without zod (the web's upload fields and attachment lists import only these). */

/** Attachment types of spec 5 (questions, comments, answers). */
export const FILE_EXTENSIONS = [
  "jpg",
  "jpeg",
  "png",
  "pdf",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "txt",
  "zip",
  "rar",
] as const;
/** Image uploads (avatars, pictures): JPEG or PNG only (spec 5). */
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png"] as const;

export const UPLOAD_LIMITS = {
  /** The server's default UPLOAD_MAX_BYTES; the web checks picked files against it before sending. */
  defaultMaxFileBytes: 10 * 1024 * 1024,
  maxFilesPerRequest: 10,
  maxAttachmentsPerPost: 10,
} as const;

/**
 * Avatars (PUT /customers/{id}/avatar) are bounded tighter than uploads in general: the server refuses
 * a larger file (413 avatar_too_large) or more pixels on a side, read from the PNG/JPEG header
 * (400 avatar_dimensions_too_large). The browser compresses first: width at most 800 px, quality 0.8.
 * The error texts in the web's errors.json name these numbers.
 */
export const AVATAR_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxSide: 4096,
  compressMaxWidth: 800,
  compressQuality: 0.8,
} as const;

/**
 * Every uploaded PNG or JPEG (question, answer and comment pictures, attachments) is refused with
 * 400 image_dimensions_too_large beyond these, read from its header: a picture a browser can show
 * without decoding gigapixels. Avatars are bounded tighter (AVATAR_LIMITS).
 */
export const IMAGE_LIMITS = {
  maxSide: 8192,
  maxPixels: 40_000_000,
} as const;

/**
 * A stored file name keeps at most this many characters before its extension (longer names are cut,
 * by whole characters); the download URL /uploads/<id>/<name> accepts every name the upload keeps.
 */
export const UPLOAD_NAME_MAX_STEM = 100;

/** The display name of an attachment: the last path segment, decoded (spec 2); a query is not part of it. */
export function attachmentName(url: string): string {
  const last = url.split("?")[0]?.split("/").pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The longest name segment (decoded, UTF-16 units) of an upload URL: every name the server keeps. */
export const MAX_URL_NAME_LENGTH =
  (UPLOAD_NAME_MAX_STEM + 1 + Math.max(...FILE_EXTENSIONS.map((e) => e.length))) * 2;
