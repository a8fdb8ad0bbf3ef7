import { z } from "zod";
import { MAX_URL_NAME_LENGTH, UPLOAD_NAME_MAX_STEM } from "./upload-rules.js";

/**
 * Uploaded files are served at /uploads/<id>/<original file name>: long enough for every name an
 * upload keeps (its stem plus a 4-letter extension, each character percent-encoded to at most 12), and
 * a signed query (`?exp=…&sig=…`, attachments of private questions).
 */
export const UploadUrl = z
  .string()
  .max("/uploads/".length + 37 + (UPLOAD_NAME_MAX_STEM + 5) * 12 + 100)
  .regex(/^\/uploads\/[0-9a-f-]{36}\/[^/]+$/, "must be a URL returned by the upload endpoints");

export const UploadedFile = z
  .object({
    url: UploadUrl,
    name: z.string(),
    size: z.number().int(),
    mime: z.string(),
  })
  .meta({ id: "UploadedFile" });
export type UploadedFile = z.infer<typeof UploadedFile>;

/** POST /api/upload/file and /api/upload/image answer with the spec's url/urls plus file details. */
export const UploadResponse = z.object({
  url: UploadUrl.describe("The first file's URL"),
  urls: z.array(UploadUrl),
  files: z.array(UploadedFile),
});
export type UploadResponse = z.infer<typeof UploadResponse>;

/** GET /uploads/:id/<name>: the file's id and its name (a wildcard), and the signature of a signed URL. */
export const UploadFileParams = z.object({ id: z.uuid(), "*": z.string().max(MAX_URL_NAME_LENGTH) });
export const UploadFileQuery = z.object({
  exp: z.coerce.number().int().min(0).max(1e11).optional(),
  sig: z.string().max(100).optional(),
});
