/** Socket errors of a connection to the database that cannot be made or was lost. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: admin_shutdown (57P01,
 * pg_terminate_backend or a fast shutdown), crash_shutdown (57P02), cannot_connect_now (57P03,
 * starting up or shutting down), too_many_connections (53300) and class 08 (connection exception).
 */
const UNAVAILABLE_SQLSTATE = /^(57P0[123]|53300|08[0-9A-Z]{3})$/;

/** What node-postgres and pg-pool say when a connection died or none could be had in time. */
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|is not queryable/i;

/**
 * Whether `err` (or an error it wraps: Drizzle puts the driver's error in `cause`) means the database
 * cannot be reached right now — a fault of the infrastructure, answered 503, not a bug (500).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = err; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    // AggregateError (a host name resolving to several addresses, each refused).
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
