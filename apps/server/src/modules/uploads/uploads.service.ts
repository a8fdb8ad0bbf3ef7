import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { IMAGE_LIMITS, type UploadedFile } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { checkFileType, checkImageLimits, safeFileName, type UploadKind } from "./file-checks.js";
import type { FileStore } from "./file-store.js";
import * as q from "./uploads.queries.js";

export interface IncomingFile {
  filename: string;
  stream: Readable & { truncated?: boolean };
}

export const uploadUrl = (id: string, name: string) => `/uploads/${id}/${encodeURIComponent(name)}`;

/** The upload id inside one of our upload URLs (signed or not), or null for anything else. */
export function uploadIdOf(url: string): string | null {
  return /^\/uploads\/([0-9a-f-]{36})\/[^/]+$/.exec(url)?.[1] ?? null;
}

/**
 * Streams one file to a temp file (never whole into memory), checks its real type, hands it to the
 * file store (local disk or S3) and records it.
 * Returns null when the file was too large; throws 415 when its type is not allowed.
 */
export async function storeUpload(
  db: Db,
  uploadDir: string,
  store: FileStore,
  ownerId: number,
  kind: UploadKind,
  file: IncomingFile,
): Promise<UploadedFile | null> {
  await mkdir(path.join(uploadDir, "tmp"), { recursive: true });
  const id = randomUUID();
  const tmpPath = path.join(uploadDir, "tmp", id);
  try {
    await pipeline(file.stream, createWriteStream(tmpPath));
    if (file.stream.truncated) return null;
    const type = await checkFileType(tmpPath, file.filename, kind);
    if (!type) {
      throw new AppError(415, "invalid_file_type", `${file.filename}: this file type is not allowed`);
    }
    const image = await checkImageLimits(tmpPath, type.mime);
    if (image === "unreadable") {
      throw new AppError(415, "invalid_file_type", `${file.filename}: the image's size cannot be read`);
    }
    if (image === "too_large") {
      const { maxSide, maxPixels } = IMAGE_LIMITS;
      throw new AppError(
        400,
        "image_dimensions_too_large",
        `${file.filename}: images may be at most ${maxSide}×${maxSide} pixels and ${maxPixels / 1_000_000} megapixels`,
      );
    }
    const storedName = `${id}.${type.ext}`;
    const name = safeFileName(file.filename, type.ext);
    const { size } = await stat(tmpPath);
    await store.put({ path: tmpPath }, storedName, type.mime);
    try {
      await q.insertUpload(db, { id, ownerId, kind, originalName: name, storedName, mime: type.mime, size });
    } catch (err) {
      await store.delete(storedName).catch(() => undefined);
      throw err;
    }
    return { url: uploadUrl(id, name), name, size, mime: type.mime };
  } finally {
    await rm(tmpPath, { force: true });
  }
}

/** Refuses attachments that are not the caller's own uploads (400 not_your_upload). */
export async function assertOwnUploads(db: Db, ownerId: number, urls: string[]): Promise<void> {
  const ids = urls.map(uploadIdOf);
  if (ids.some((id) => id === null)) {
    throw new AppError(400, "not_your_upload", "Attachments must be files you uploaded");
  }
  const unique = [...new Set(ids as string[])];
  if ((await q.countOwnedUploads(db, ownerId, unique)) !== unique.length) {
    throw new AppError(400, "not_your_upload", "Attachments must be files you uploaded");
  }
}

export const findUpload = q.findUpload;
export const isPrivateOnly = q.isPrivateOnly;

/**
 * Records which uploads a question carries: `files` (already checked to be the author's own) and the
 * author's own uploads shown in `html` (a picture of somebody else's is not the author's to restrict).
 */
export async function linkUploadsToQuestion(
  db: Db,
  questionId: number,
  authorId: number,
  files: string[],
  html = "",
): Promise<void> {
  const fromFiles = files.map(uploadIdOf).filter((id): id is string => id !== null);
  const inHtml = [...html.matchAll(/\/uploads\/([0-9a-f-]{36})\//g)].map((m) => m[1] as string);
  const owned = await q.ownedUploadIds(db, authorId, [...new Set(inHtml)]);
  await q.linkToQuestion(db, questionId, [...new Set([...fromFiles, ...owned])]);
}
