/** What an UploadField holds besides the finished URLs: files still uploading or that failed. */
export type UploadItem =
  | { id: number; file: File; status: "uploading"; progress: number }
  | {
      id: number;
      file: File;
      status: "failed";
      /** Shown under the file name, already in the user's language. */
      message: string;
      /** A refusal of the file itself (too large, wrong content) offers only removal; a lost request can be retried. */
      retryable: boolean;
    };

/**
 * The field as a whole, for the form around it: "uploading" while any file is on its way, "failed"
 * while a failed file is still listed (it must be retried or removed), otherwise "ready".
 * Either of the first two must keep the form from being submitted.
 */
export type UploadState = "ready" | "uploading" | "failed";

export function uploadState(items: readonly UploadItem[]): UploadState {
  if (items.some((i) => i.status === "uploading")) return "uploading";
  if (items.some((i) => i.status === "failed")) return "failed";
  return "ready";
}

export const extensionOf = (name: string) =>
  name.includes(".") ? (name.split(".").pop()?.toLowerCase() ?? "") : "";

/** Whole megabytes for messages (10485760 → 10). */
export const megabytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024 / 1024));

/**
 * Sorts picked files before anything is sent: a type outside `extensions` is dropped (the picker's
 * accept list normally prevents it), more than `room` files are dropped, and a file over `maxBytes`
 * is kept as too large (it becomes a failed item without a request).
 */
export function sortPicked(
  files: readonly File[],
  { extensions, room, maxBytes }: { extensions: readonly string[]; room: number; maxBytes: number },
) {
  const allowed = files.filter((f) => extensions.includes(extensionOf(f.name)));
  const chosen = allowed.slice(0, Math.max(0, room));
  return {
    wrongType: files.length - allowed.length,
    overCount: allowed.length - chosen.length,
    /** The files beyond the field's room, refused with a message. */
    refused: allowed.slice(chosen.length),
    upload: chosen.filter((f) => f.size <= maxBytes),
    tooLarge: chosen.filter((f) => f.size > maxBytes),
  };
}

/**
 * Where a finished upload goes (issue 18: the order the user chose is kept, not the order uploads
 * finish in — a smaller file finishing first used to become the cover): before the first URL that was
 * picked after it, else at the end. `pickedAt` gives the pick number of a URL uploaded in this field
 * (undefined for URLs it started with).
 */
export function insertInPickOrder(
  urls: readonly string[],
  url: string,
  picked: number,
  pickedAt: (url: string) => number | undefined,
): string[] {
  const later = urls.findIndex((u) => (pickedAt(u) ?? -1) > picked);
  const at = later === -1 ? urls.length : later;
  return [...urls.slice(0, at), url, ...urls.slice(at)];
}
