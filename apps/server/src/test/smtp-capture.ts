import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail as the local SMTP server received it, decoded enough for tests. */
export interface ReceivedMail {
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface CaptureSmtp {
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port (no auth, no STARTTLS) that keeps every message. The
 * message is stored before the server answers 250, so it is there when the API call returns.
 */
export async function startCaptureSmtp(): Promise<CaptureSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        mails.push({ envelopeTo, ...parseMail(Buffer.concat(chunks).toString("latin1")) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A small MIME reader (headers, RFC 2047 words, multipart, base64 and quoted-printable): enough for
// what nodemailer writes. (mailparser 3.14.2 cannot be installed: its pinned @zone-eu/mailsplit
// 5.4.30 is not in the registry.)

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable (latin1 string of ASCII) → bytes. */
function qpBytes(s: string): Buffer {
  const clean = s.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < clean.length; i++) {
    const hex = clean.slice(i + 1, i + 3);
    if (clean[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(clean.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : qpBytes(data.replace(/_/g, " ")).toString("utf8"),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return qpBytes(body).toString("utf8");
    default:
      return Buffer.from(body, "latin1").toString("utf8");
  }
}

function collectParts(raw: string, out: { text: string; html: string }): void {
  const { headers, body } = splitMessage(raw);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = body.split(`--${boundary}`);
    for (const section of sections.slice(1)) {
      if (section.startsWith("--")) break;
      collectParts(section.replace(/^\r\n/, ""), out);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get("content-transfer-encoding"));
  if (type.toLowerCase().startsWith("text/html")) out.html += decoded;
  else if (type.toLowerCase().startsWith("text/plain")) out.text += decoded;
}

export function parseMail(raw: string): Omit<ReceivedMail, "envelopeTo"> {
  const { headers } = splitMessage(raw);
  const parts = { text: "", html: "" };
  collectParts(raw, parts);
  return {
    from: decodeWords(headers.get("from") ?? ""),
    to: decodeWords(headers.get("to") ?? ""),
    subject: decodeWords(headers.get("subject") ?? ""),
    text: parts.text,
    html: parts.html,
  };
}
