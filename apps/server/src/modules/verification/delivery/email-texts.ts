import type { Locale } from "@ask/contracts";

interface EmailTexts {
  subject: string;
  /** Placeholder: {code} */
  codeLine: string;
  expiry: string;
  linkIntro: string;
  ignore: string;
  signature: string;
}

/** The verification email in the recipient's language (the product is 有问必赏 in Chinese). */
export const EMAIL_TEXTS: Record<Locale, EmailTexts> = {
  zh: {
    subject: "验证您在有问必赏的邮箱",
    codeLine: "您的邮箱验证码是 {code}。",
    expiry: "验证码 10 分钟内有效。",
    linkIntro: "也可以在登录状态下打开以下链接完成验证：",
    ignore: "如果这不是您本人的操作，请忽略此邮件。",
    signature: "有问必赏",
  },
  zh_tw: {
    subject: "驗證您在有問必賞的電子郵件",
    codeLine: "您的電子郵件驗證碼是 {code}。",
    expiry: "驗證碼 10 分鐘內有效。",
    linkIntro: "也可以在登入狀態下開啟以下連結完成驗證：",
    ignore: "如果這不是您本人的操作，請忽略此郵件。",
    signature: "有問必賞",
  },
  en: {
    subject: "Verify your email for Ask & Earn",
    codeLine: "Your email verification code is {code}.",
    expiry: "The code expires in 10 minutes.",
    linkIntro: "Or open this link while you are logged in:",
    ignore: "If you did not ask for this, you can ignore this email.",
    signature: "Ask & Earn",
  },
  de: {
    subject: "Bestätigen Sie Ihre E-Mail-Adresse für Ask & Earn",
    codeLine: "Ihr Bestätigungscode lautet {code}.",
    expiry: "Der Code ist 10 Minuten gültig.",
    linkIntro: "Oder öffnen Sie diesen Link, während Sie angemeldet sind:",
    ignore: "Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.",
    signature: "Ask & Earn",
  },
  fr: {
    subject: "Vérifiez votre adresse e-mail pour Ask & Earn",
    codeLine: "Votre code de vérification est {code}.",
    expiry: "Le code expire dans 10 minutes.",
    linkIntro: "Vous pouvez aussi ouvrir ce lien en étant connecté :",
    ignore: "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.",
    signature: "Ask & Earn",
  },
  es: {
    subject: "Verifica tu correo electrónico en Ask & Earn",
    codeLine: "Tu código de verificación es {code}.",
    expiry: "El código caduca en 10 minutos.",
    linkIntro: "También puedes abrir este enlace con la sesión iniciada:",
    ignore: "Si no lo solicitaste, puedes ignorar este correo.",
    signature: "Ask & Earn",
  },
  ja: {
    subject: "Ask & Earn のメールアドレスを確認してください",
    codeLine: "メール確認コードは {code} です。",
    expiry: "コードの有効期限は 10 分です。",
    linkIntro: "ログインした状態で次のリンクを開いても確認できます：",
    ignore: "お心当たりがない場合は、このメールを無視してください。",
    signature: "Ask & Earn",
  },
  ar: {
    subject: "تحقق من بريدك الإلكتروني في Ask & Earn",
    codeLine: "رمز التحقق من بريدك الإلكتروني هو {code}.",
    expiry: "تنتهي صلاحية الرمز خلال 10 دقائق.",
    linkIntro: "أو افتح هذا الرابط وأنت مسجّل الدخول:",
    ignore: "إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.",
    signature: "Ask & Earn",
  },
  pt: {
    subject: "Verifique seu e-mail no Ask & Earn",
    codeLine: "Seu código de verificação é {code}.",
    expiry: "O código expira em 10 minutos.",
    linkIntro: "Ou abra este link com a sessão iniciada:",
    ignore: "Se você não pediu isso, pode ignorar este e-mail.",
    signature: "Ask & Earn",
  },
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** Subject, plain text and HTML of the verification email. */
export function verificationEmail(lang: Locale, code: string, link: string) {
  const t = EMAIL_TEXTS[lang];
  const codeLine = t.codeLine.replace("{code}", code);
  const text = [codeLine, t.expiry, "", t.linkIntro, link, "", t.ignore, "", `— ${t.signature}`].join("\n");
  const dir = lang === "ar" ? "rtl" : "ltr";
  const [before, after] = t.codeLine.split("{code}").map(escapeHtml);
  const html = `<!doctype html><html lang="${lang.replace("_", "-")}" dir="${dir}"><body>
<p>${before}<strong style="font-size:1.4em;letter-spacing:0.15em">${escapeHtml(code)}</strong>${after}</p>
<p>${escapeHtml(t.expiry)}</p>
<p>${escapeHtml(t.linkIntro)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(t.ignore)}</p>
<p>— ${escapeHtml(t.signature)}</p>
</body></html>`;
  return { subject: t.subject, text, html };
}
