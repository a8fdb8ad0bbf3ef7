import type { Locale } from "@ask/contracts";
import type { DeliveryDeps } from "./deps.js";
import { deliverToDevInbox } from "./dev-inbox.js";
import { postSmsWebhook } from "./sms-webhook.js";

/** Who the SMS is for; a real provider needs only `to` and `text`, the development one writes a message. */
export interface SmsRecipient {
  userId: number;
  lang: Locale;
  code: string;
}

/**
 * An SMS gateway, chosen by SMS_PROVIDER in `createSmsProvider`: the development one, or `webhook`
 * (a signed POST to SMS_WEBHOOK_URL, behind which any gateway — Twilio, Aliyun SMS… — can sit).
 * `send` rejects when the gateway refused the message.
 */
export interface SmsProvider {
  readonly delivery: "sms" | "development";
  send(to: string, text: string, recipient: SmsRecipient): Promise<void>;
}

const SMS_TEXTS: Record<Locale, string> = {
  zh: "【有问必赏】您的手机验证码是 {code}，10 分钟内有效。如非本人操作，请忽略。",
  zh_tw: "【有問必賞】您的手機驗證碼是 {code}，10 分鐘內有效。如非本人操作，請忽略。",
  en: "[Ask & Earn] Your phone verification code is {code}. It expires in 10 minutes.",
  de: "[Ask & Earn] Ihr Bestätigungscode lautet {code}. Er ist 10 Minuten gültig.",
  fr: "[Ask & Earn] Votre code de vérification est {code}. Il expire dans 10 minutes.",
  es: "[Ask & Earn] Tu código de verificación es {code}. Caduca en 10 minutos.",
  ja: "【Ask & Earn】電話番号の確認コードは {code} です。有効期限は 10 分です。",
  ar: "[Ask & Earn] رمز التحقق من هاتفك هو {code}. تنتهي صلاحيته خلال 10 دقائق.",
  pt: "[Ask & Earn] Seu código de verificação é {code}. Ele expira em 10 minutos.",
};

export const smsText = (lang: Locale, code: string) => SMS_TEXTS[lang].replace("{code}", code);

/**
 * SMS_PROVIDER=webhook posts to the configured gateway; otherwise (development) the code goes to the
 * server log and the user's messages.
 */
export function createSmsProvider(deps: DeliveryDeps): SmsProvider {
  const { sms } = deps.config;
  if (sms.provider === "webhook") {
    return { delivery: "sms", send: (to, text) => postSmsWebhook(sms, to, text) };
  }
  return {
    delivery: "development",
    send: (to, _text, recipient) =>
      deliverToDevInbox(deps, {
        marker: "[dev sms]",
        userId: recipient.userId,
        lang: recipient.lang,
        target: to,
        code: recipient.code,
      }),
  };
}
