import type { Locale } from "@ask/contracts";
import nodemailer from "nodemailer";
import type { DeliveryDeps } from "./deps.js";
import { deliverToDevInbox } from "./dev-inbox.js";
import { verificationEmail } from "./email-texts.js";

export interface VerificationEmail {
  userId: number;
  to: string;
  lang: Locale;
  code: string;
  /** The web link that verifies with this code (the user must be logged in). */
  link: string;
}

export interface EmailTransport {
  readonly delivery: "smtp" | "development";
  /** Resolves once the SMTP server accepted the message; rejects when it did not. */
  send(mail: VerificationEmail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set, otherwise the development transport. */
export function createEmailTransport(deps: DeliveryDeps): EmailTransport {
  const { smtpUrl, smtpFrom } = deps.config;
  if (!smtpUrl) {
    return {
      delivery: "development",
      send: (mail) =>
        deliverToDevInbox(deps, {
          marker: "[dev email]",
          userId: mail.userId,
          lang: mail.lang,
          target: mail.to,
          code: mail.code,
          link: mail.link,
        }),
      close: () => {},
    };
  }
  // The request waits for the SMTP answer, so a dead server must fail in seconds, not minutes.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    delivery: "smtp",
    async send(mail) {
      const { subject, text, html } = verificationEmail(mail.lang, mail.code, mail.link);
      await transport.sendMail({ from: smtpFrom, to: mail.to, subject, text, html });
    },
    close: () => transport.close(),
  };
}
