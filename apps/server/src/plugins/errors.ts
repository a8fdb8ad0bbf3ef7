import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ErrorCode } from "@ask/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/unavailable.js";
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
    if (isDatabaseUnavailable(error)) {
      // An outage or a restart of PostgreSQL: a short, honest answer instead of a hang or a 500.
      // The pool reconnects by itself, so the client may simply try again.
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("retry-after", "5").send({
        detail: "The database is unavailable; please try again shortly",
        code: "database_unavailable",
      });
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

/**
 * Fastify options for failures that happen before routing (a path parameter over the router's length
 * limit, a malformed URL): answered in the same {detail, code} shape as everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : (error.statusCode ?? 400);
  const code: ErrorCode = status === 414 ? "bad_request" : (CODES_BY_STATUS[status] ?? "bad_request");
  const detail = status === 414 ? "A path parameter is too long" : "Malformed request URL";
  return reply.status(status).send({ detail, code });
}

/**
 * Node's HTTP parser rejects a request before Fastify sees it (headers over 16 KB, broken framing):
 * answer with {detail, code} too, then close the socket as Node would.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, detail, code] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request headers are too large", "bad_request"]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "The request took too long to arrive", "bad_request"]
        : [400, "Malformed HTTP request", "bad_request"];
  const body = JSON.stringify({ detail, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
