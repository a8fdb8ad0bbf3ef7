import type { ErrorCode } from "@ask/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.js";

/** Fastify's own 4xx errors (bad JSON, wrong content type, too large…) mapped to stable codes. */
const CODES_BY_STATUS: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "too_many_requests",
};

function describeValidation(error: FastifyError): string {
  const issues = error.validation ?? [];
  const parts = issues.slice(0, 5).map((issue) => {
    const where = issue.instancePath ? issue.instancePath.replace(/^\//, "").replaceAll("/", ".") : "";
    return where ? `${where}: ${issue.message}` : String(issue.message);
  });
  const context = error.validationContext ? `Invalid ${error.validationContext}` : "Invalid request";
  return parts.length ? `${context}: ${parts.join("; ")}` : context;
}

/** Every failure leaves the server as {detail, code} with a fitting status; never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ detail: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send({ detail: describeValidation(error), code: "validation_error" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODES_BY_STATUS[status] ?? "bad_request";
      return reply.status(status).send({ detail: error.message, code });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ detail: "Internal server error", code: "internal_error" });
  });
});
