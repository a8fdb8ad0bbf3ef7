import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed URLs for the uploads of private questions. A reader who may see a private question gets its
 * attachments as `/uploads/<id>/<name>?exp=<unix seconds>&sig=<HMAC-SHA256(id.exp), base64url>`; the
 * download serves an upload that is linked only to private questions against a valid, unexpired
 * signature only (404 otherwise). The expiry is rounded up to a 5-minute step, so one reader's URL
 * stays the same for a while (browser caches keep working) and lives 15–20 minutes.
 *
 * The key is derived from the JWT secret (`configureUploadSigning` at start): rotating that secret
 * ends every signed URL too.
 */
const LIFETIME_SECONDS = 15 * 60;
const STEP_SECONDS = 5 * 60;
const UPLOAD_URL = /^\/uploads\/([0-9a-f-]{36})\/[^/?#]+$/;

let key: Buffer | null = null;

export function configureUploadSigning(jwtSecret: string): void {
  key = createHmac("sha256", jwtSecret).update("upload-url-signing").digest();
}

function signature(id: string, exp: number): string {
  if (!key) throw new Error("upload signing is not configured");
  return createHmac("sha256", key).update(`${id}.${exp}`).digest("base64url");
}

/** Our upload URL with a signature valid for 15–20 minutes; any other URL is returned unchanged. */
export function signUploadUrl(url: string, nowMs = Date.now()): string {
  const id = UPLOAD_URL.exec(url)?.[1];
  if (!id) return url;
  const exp = Math.ceil((nowMs / 1000 + LIFETIME_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
  return `${url}?exp=${exp}&sig=${signature(id, exp)}`;
}

/** Signs every upload URL in src/href attributes of stored (sanitized) HTML. */
export function signUploadsInHtml(html: string, nowMs = Date.now()): string {
  return html.replace(
    /(\s(?:src|href)=")(\/uploads\/[0-9a-f-]{36}\/[^"/?#]+)"/g,
    (_m, attr: string, url: string) => {
      // In an attribute, & is written &amp;.
      return `${attr}${signUploadUrl(url, nowMs).replace("&", "&amp;")}"`;
    },
  );
}

export function validUploadSignature(
  id: string,
  exp: number | undefined,
  sig: string | undefined,
  nowMs = Date.now(),
): boolean {
  if (exp === undefined || sig === undefined || exp * 1000 < nowMs) return false;
  const expected = Buffer.from(signature(id, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
