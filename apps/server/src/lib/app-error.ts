import type { ErrorCode } from "@ask/contracts";

/** A failure a client caused or must know about; the errors plugin turns it into {detail, code}. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    detail: string,
  ) {
    super(detail);
    this.name = "AppError";
  }
}

export const notFound = (what: string) => new AppError(404, "not_found", `${what} not found`);
export const forbidden = (detail = "You may not access this resource") =>
  new AppError(403, "forbidden", detail);
