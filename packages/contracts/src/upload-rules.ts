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

/** The display name of an attachment: the last path segment, decoded (spec 2). */
export function attachmentName(url: string): string {
  const last = url.split("/").pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
