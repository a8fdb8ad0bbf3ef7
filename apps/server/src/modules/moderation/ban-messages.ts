import type { Locale } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { writeLocalizedMessage } from "../messages/notify.js";

type Template = Record<Locale, { title: string; content: string }>;

/**
 * The messages a banned or unbanned user receives, in their language (the pattern of
 * modules/messages/templates.ts). Placeholders: {reason} the moderator's reason, {until} the end of the
 * ban as `YYYY-MM-DD HH:mm UTC`.
 */
export const BAN_MESSAGE_TEMPLATES = {
  account_banned: {
    zh: { title: "账号已被封禁", content: "您的账号已被封禁，原因：{reason}。如有异议，请联系客服。" },
    zh_tw: { title: "帳號已被封禁", content: "您的帳號已被封禁，原因：{reason}。如有異議，請聯繫客服。" },
    en: {
      title: "Your account has been suspended",
      content: "Your account has been suspended. Reason: {reason}. If you disagree, please contact support.",
    },
    de: {
      title: "Ihr Konto wurde gesperrt",
      content:
        "Ihr Konto wurde gesperrt. Grund: {reason}. Wenn Sie widersprechen möchten, wenden Sie sich an den Support.",
    },
    fr: {
      title: "Votre compte a été suspendu",
      content:
        "Votre compte a été suspendu. Motif : {reason}. Si vous n’êtes pas d’accord, contactez l’assistance.",
    },
    es: {
      title: "Tu cuenta ha sido suspendida",
      content:
        "Tu cuenta ha sido suspendida. Motivo: {reason}. Si no estás de acuerdo, contacta con soporte.",
    },
    ja: {
      title: "アカウントが停止されました",
      content:
        "お客様のアカウントは停止されました。理由：{reason}。ご不明な点はサポートまでお問い合わせください。",
    },
    ar: {
      title: "تم إيقاف حسابك",
      content: "تم إيقاف حسابك. السبب: {reason}. إذا كنت لا توافق، يرجى التواصل مع الدعم.",
    },
    pt: {
      title: "Sua conta foi suspensa",
      content: "Sua conta foi suspensa. Motivo: {reason}. Se não concordar, entre em contato com o suporte.",
    },
  },
  account_banned_until: {
    zh: {
      title: "账号已被封禁",
      content: "您的账号已被封禁至 {until}，原因：{reason}。如有异议，请联系客服。",
    },
    zh_tw: {
      title: "帳號已被封禁",
      content: "您的帳號已被封禁至 {until}，原因：{reason}。如有異議，請聯繫客服。",
    },
    en: {
      title: "Your account has been suspended",
      content:
        "Your account has been suspended until {until}. Reason: {reason}. If you disagree, please contact support.",
    },
    de: {
      title: "Ihr Konto wurde gesperrt",
      content:
        "Ihr Konto ist bis {until} gesperrt. Grund: {reason}. Wenn Sie widersprechen möchten, wenden Sie sich an den Support.",
    },
    fr: {
      title: "Votre compte a été suspendu",
      content:
        "Votre compte est suspendu jusqu’au {until}. Motif : {reason}. Si vous n’êtes pas d’accord, contactez l’assistance.",
    },
    es: {
      title: "Tu cuenta ha sido suspendida",
      content:
        "Tu cuenta está suspendida hasta el {until}. Motivo: {reason}. Si no estás de acuerdo, contacta con soporte.",
    },
    ja: {
      title: "アカウントが停止されました",
      content:
        "お客様のアカウントは {until} まで停止されています。理由：{reason}。ご不明な点はサポートまでお問い合わせください。",
    },
    ar: {
      title: "تم إيقاف حسابك",
      content: "تم إيقاف حسابك حتى {until}. السبب: {reason}. إذا كنت لا توافق، يرجى التواصل مع الدعم.",
    },
    pt: {
      title: "Sua conta foi suspensa",
      content:
        "Sua conta está suspensa até {until}. Motivo: {reason}. Se não concordar, entre em contato com o suporte.",
    },
  },
  account_unbanned: {
    zh: { title: "账号已解封", content: "您的账号已恢复正常，可以重新登录。" },
    zh_tw: { title: "帳號已解封", content: "您的帳號已恢復正常，可以重新登入。" },
    en: { title: "Your account is active again", content: "Your account is active again: you can log in." },
    de: {
      title: "Ihr Konto ist wieder aktiv",
      content: "Ihr Konto ist wieder aktiv: Sie können sich anmelden.",
    },
    fr: {
      title: "Votre compte est de nouveau actif",
      content: "Votre compte est de nouveau actif : vous pouvez vous connecter.",
    },
    es: {
      title: "Tu cuenta vuelve a estar activa",
      content: "Tu cuenta vuelve a estar activa: ya puedes iniciar sesión.",
    },
    ja: {
      title: "アカウントが再開されました",
      content: "アカウントが再び有効になりました。ログインできます。",
    },
    ar: { title: "أصبح حسابك نشطًا مجددًا", content: "أصبح حسابك نشطًا مجددًا: يمكنك تسجيل الدخول." },
    pt: {
      title: "Sua conta está ativa novamente",
      content: "Sua conta está ativa novamente: você já pode entrar.",
    },
  },
} satisfies Record<string, Template>;

export type BanMessageKind = keyof typeof BAN_MESSAGE_TEMPLATES;

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export async function notifyBan(
  tx: Pick<Db, "select" | "insert">,
  userId: number,
  ban: { reason: string; until: Date | null } | null,
): Promise<void> {
  const kind: BanMessageKind = !ban
    ? "account_unbanned"
    : ban.until
      ? "account_banned_until"
      : "account_banned";
  await writeLocalizedMessage(tx, userId, kind, BAN_MESSAGE_TEMPLATES[kind], async () => ({
    reason: ban?.reason ?? "",
    until: ban?.until ? utc(ban.until) : "",
  }));
}
