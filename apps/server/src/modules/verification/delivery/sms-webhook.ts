import { createHmac, randomUUID } from "node:crypto";

/** SMS_PROVIDER=webhook: where and how to POST each message. */
export interface SmsWebhookConfig {
  url: string;
  /** Shared with the receiver; signs every request (HMAC-SHA256). */
  secret: string;
  timeoutMs: number;
}

/** Header names of the signed request (documented for whoever runs the receiving gateway). */
export const SMS_WEBHOOK_HEADERS = {
  timestamp: "x-askearn-timestamp",
  signature: "x-askearn-signature",
  id: "x-askearn-message-id",
} as const;

/**
 * The signature a receiver recomputes: `sha256=` + hex HMAC-SHA256 over `<timestamp>.<raw body>`,
 * keyed with SMS_WEBHOOK_SECRET. The timestamp (Unix seconds) is signed too, so a receiver can
 * refuse old requests (replays); the message id lets it drop duplicates.
 */
export function smsWebhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/**
 * Sends one SMS through an HTTP gateway: POST JSON `{to, text}` (to in E.164, e.g. +8613800138000),
 * signed as above. Resolves on a 2xx answer within `timeoutMs`; rejects on anything else (another
 * status, a redirect, a timeout, a refused connection), so the caller can answer 502. Neither the
 * secret nor the text (it holds the code) is put into the error.
 */
export async function postSmsWebhook(config: SmsWebhookConfig, to: string, text: string): Promise<void> {
  const body = JSON.stringify({ to, text });
  const timestamp = String(Math.floor(Date.now() / 1000));
  let res: Response;
  try {
    res = await fetch(config.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [SMS_WEBHOOK_HEADERS.timestamp]: timestamp,
        [SMS_WEBHOOK_HEADERS.signature]: smsWebhookSignature(config.secret, timestamp, body),
        [SMS_WEBHOOK_HEADERS.id]: randomUUID(),
      },
      body,
      // A redirect would carry the signed message somewhere we did not configure.
      redirect: "error",
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (err) {
    const reason =
      (err as Error).name === "TimeoutError" ? `no answer within ${config.timeoutMs} ms` : String(err);
    throw new Error(`SMS webhook failed: ${reason}`);
  }
  // The answer's body is not needed; read it so the connection can be reused.
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok) throw new Error(`SMS webhook answered HTTP ${res.status}`);
}
