import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * A real local SMTP server for the browser tests: the e2e app server sends its verification mail
 * here (SMTP_URL), and each message is written to a folder the tests read. Started by Playwright's
 * globalSetup, so the browser tests exercise the same delivery path as production.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
export const MAIL_DIR = path.join(tmpdir(), `askearn-e2e-mail-${SMTP_PORT}`);

export default async function startSmtpSink() {
  mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        writeFileSync(
          path.join(MAIL_DIR, `${Date.now()}-${n++}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks)}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, "127.0.0.1", () => resolve()));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The decoded text of every MIME part of a raw message (base64 and quoted-printable). */
function decodedText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join("\n\n");
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
        return Buffer.from(bytes, "latin1").toString("utf8");
      }
      return body;
    })
    .join("\n");
}

/** The newest mail sent to `address`, decoded, or undefined. */
export function latestMailTo(address: string): string | undefined {
  const files = readdirSync(MAIL_DIR).sort().reverse();
  for (const file of files) {
    const raw = readFileSync(path.join(MAIL_DIR, file), "utf8");
    if (raw.startsWith(`X-Envelope-To: ${address}`)) return decodedText(raw);
  }
  return undefined;
}
