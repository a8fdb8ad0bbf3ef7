import type { Locale } from "@ask/contracts";

type Template = Record<Locale, { title: string; content: string }>;

/**
 * System message texts, written in the recipient's language when the event happens.
 * Placeholders: {title} question title, {amount} yuan with 2 decimals, {name} the other user.
 */
export const MESSAGE_TEMPLATES = {
  comment_received: {
    zh: { title: "您的问题有了新回答", content: "{name} 回答了您的问题“{title}”。" },
    zh_tw: { title: "您的問題有了新回答", content: "{name} 回答了您的問題「{title}」。" },
    en: { title: "New answer to your question", content: "{name} answered your question “{title}”." },
    de: { title: "Neue Antwort auf Ihre Frage", content: "{name} hat Ihre Frage „{title}“ beantwortet." },
    fr: {
      title: "Nouvelle réponse à votre question",
      content: "{name} a répondu à votre question « {title} ».",
    },
    es: { title: "Nueva respuesta a tu pregunta", content: "{name} respondió a tu pregunta «{title}»." },
    ja: {
      title: "あなたの質問に新しい回答があります",
      content: "{name} さんがあなたの質問「{title}」に回答しました。",
    },
    ar: { title: "إجابة جديدة على سؤالك", content: "أجاب {name} على سؤالك «{title}»." },
    pt: { title: "Nova resposta à sua pergunta", content: "{name} respondeu à sua pergunta “{title}”." },
  },
  bonus_received: {
    zh: { title: "您获得了赏金", content: "您在问题“{title}”下的回答获得了 ¥{amount} 赏金。" },
    zh_tw: { title: "您獲得了賞金", content: "您在問題「{title}」下的回答獲得了 ¥{amount} 賞金。" },
    en: { title: "You received a bonus", content: "Your answer to “{title}” received a bonus of ¥{amount}." },
    de: {
      title: "Sie haben eine Prämie erhalten",
      content: "Ihre Antwort auf „{title}“ hat eine Prämie von ¥{amount} erhalten.",
    },
    fr: {
      title: "Vous avez reçu une prime",
      content: "Votre réponse à « {title} » a reçu une prime de ¥{amount}.",
    },
    es: {
      title: "Has recibido una recompensa",
      content: "Tu respuesta a «{title}» recibió una recompensa de ¥{amount}.",
    },
    ja: {
      title: "報酬を受け取りました",
      content: "「{title}」へのあなたの回答が ¥{amount} の報酬を獲得しました。",
    },
    ar: { title: "لقد حصلت على مكافأة", content: "حصلت إجابتك على «{title}» على مكافأة قدرها ¥{amount}." },
    pt: {
      title: "Você recebeu uma recompensa",
      content: "Sua resposta a “{title}” recebeu uma recompensa de ¥{amount}.",
    },
  },
  bonus_paid: {
    zh: { title: "赏金已发放", content: "您的问题“{title}”的赏金 ¥{amount} 已发放给最佳回答。" },
    zh_tw: { title: "賞金已發放", content: "您的問題「{title}」的賞金 ¥{amount} 已發放給最佳回答。" },
    en: {
      title: "Bonus paid",
      content: "The bonus of ¥{amount} for your question “{title}” was paid to the best answer.",
    },
    de: {
      title: "Prämie ausgezahlt",
      content: "Die Prämie von ¥{amount} für Ihre Frage „{title}“ wurde an die beste Antwort ausgezahlt.",
    },
    fr: {
      title: "Prime versée",
      content: "La prime de ¥{amount} de votre question « {title} » a été versée à la meilleure réponse.",
    },
    es: {
      title: "Recompensa pagada",
      content: "La recompensa de ¥{amount} de tu pregunta «{title}» se pagó a la mejor respuesta.",
    },
    ja: {
      title: "報酬を支払いました",
      content: "あなたの質問「{title}」の報酬 ¥{amount} をベストアンサーに支払いました。",
    },
    ar: { title: "تم دفع المكافأة", content: "تم دفع مكافأة سؤالك «{title}» وقدرها ¥{amount} لأفضل إجابة." },
    pt: {
      title: "Recompensa paga",
      content: "A recompensa de ¥{amount} da sua pergunta “{title}” foi paga à melhor resposta.",
    },
  },
  bonus_refunded: {
    zh: { title: "赏金已退回", content: "您的问题“{title}”没有符合条件的回答，¥{amount} 已退回您的余额。" },
    zh_tw: {
      title: "賞金已退回",
      content: "您的問題「{title}」沒有符合條件的回答，¥{amount} 已退回您的餘額。",
    },
    en: {
      title: "Bonus refunded",
      content: "No answer to “{title}” qualified; ¥{amount} went back to your balance.",
    },
    de: {
      title: "Prämie erstattet",
      content:
        "Keine Antwort auf „{title}“ hat sich qualifiziert; ¥{amount} wurden Ihrem Guthaben gutgeschrieben.",
    },
    fr: {
      title: "Prime remboursée",
      content: "Aucune réponse à « {title} » n’était éligible ; ¥{amount} ont été reversés sur votre solde.",
    },
    es: {
      title: "Recompensa reembolsada",
      content: "Ninguna respuesta a «{title}» cumplió los requisitos; ¥{amount} volvieron a tu saldo.",
    },
    ja: {
      title: "報酬を返金しました",
      content: "「{title}」に条件を満たす回答がなかったため、¥{amount} を残高に返金しました。",
    },
    ar: {
      title: "تمت إعادة المكافأة",
      content: "لم تستوفِ أي إجابة على «{title}» الشروط؛ أُعيد ¥{amount} إلى رصيدك.",
    },
    pt: {
      title: "Recompensa reembolsada",
      content: "Nenhuma resposta a “{title}” se qualificou; ¥{amount} voltaram ao seu saldo.",
    },
  },
  appeal_opened: {
    zh: {
      title: "您的问题收到申诉",
      content: "有回答者就问题“{title}”的赏金提出申诉，结算已暂停，等待平台处理。",
    },
    zh_tw: {
      title: "您的問題收到申訴",
      content: "有回答者就問題「{title}」的賞金提出申訴，結算已暫停，等待平台處理。",
    },
    en: {
      title: "An appeal on your question",
      content: "An answerer appealed for the bonus of “{title}”. Settlement is on hold until we decide.",
    },
    de: {
      title: "Einspruch zu Ihrer Frage",
      content:
        "Ein Antwortender hat Einspruch wegen der Prämie für „{title}“ erhoben. Die Abrechnung ruht bis zur Entscheidung.",
    },
    fr: {
      title: "Un recours sur votre question",
      content:
        "Un répondant a fait appel pour la prime de « {title} ». Le règlement est suspendu jusqu’à notre décision.",
    },
    es: {
      title: "Una apelación sobre tu pregunta",
      content:
        "Alguien que respondió apeló por la recompensa de «{title}». La liquidación queda en espera hasta que decidamos.",
    },
    ja: {
      title: "あなたの質問に申し立てがありました",
      content: "「{title}」の報酬について回答者から申し立てがありました。判断が出るまで精算は保留されます。",
    },
    ar: {
      title: "طعن على سؤالك",
      content: "قدّم أحد المجيبين طعنًا بشأن مكافأة «{title}». التسوية معلّقة حتى نتخذ قرارًا.",
    },
    pt: {
      title: "Uma contestação na sua pergunta",
      content:
        "Alguém que respondeu contestou a recompensa de “{title}”. A liquidação fica suspensa até decidirmos.",
    },
  },
  appeal_awarded: {
    zh: {
      title: "申诉已处理：支持",
      content: "关于问题“{title}”的申诉已被支持，赏金 ¥{amount} 已发放给申诉的回答。",
    },
    zh_tw: {
      title: "申訴已處理：支持",
      content: "關於問題「{title}」的申訴已獲支持，賞金 ¥{amount} 已發放給申訴的回答。",
    },
    en: {
      title: "Appeal decided: awarded",
      content: "The appeal on “{title}” was upheld; the bonus of ¥{amount} was paid to the appealing answer.",
    },
    de: {
      title: "Einspruch entschieden: stattgegeben",
      content:
        "Dem Einspruch zu „{title}“ wurde stattgegeben; die Prämie von ¥{amount} ging an die Antwort des Einsprechenden.",
    },
    fr: {
      title: "Recours tranché : accepté",
      content:
        "Le recours sur « {title} » a été accepté ; la prime de ¥{amount} a été versée à la réponse concernée.",
    },
    es: {
      title: "Apelación resuelta: aceptada",
      content:
        "La apelación sobre «{title}» fue aceptada; la recompensa de ¥{amount} se pagó a la respuesta apelante.",
    },
    ja: {
      title: "申し立ての結果：認められました",
      content: "「{title}」への申し立ては認められ、報酬 ¥{amount} は申し立てた回答に支払われました。",
    },
    ar: {
      title: "تم البت في الطعن: مقبول",
      content: "قُبل الطعن على «{title}»، ودُفعت المكافأة وقدرها ¥{amount} للإجابة صاحبة الطعن.",
    },
    pt: {
      title: "Contestação decidida: aceita",
      content:
        "A contestação sobre “{title}” foi aceita; a recompensa de ¥{amount} foi paga à resposta contestante.",
    },
  },
  appeal_rejected: {
    zh: { title: "申诉已处理：驳回", content: "关于问题“{title}”的申诉已被驳回，赏金将按原规则结算。" },
    zh_tw: { title: "申訴已處理：駁回", content: "關於問題「{title}」的申訴已被駁回，賞金將依原規則結算。" },
    en: {
      title: "Appeal decided: rejected",
      content: "The appeal on “{title}” was rejected; the bonus will be settled by its rule.",
    },
    de: {
      title: "Einspruch entschieden: abgelehnt",
      content: "Der Einspruch zu „{title}“ wurde abgelehnt; die Prämie wird nach ihrer Regel abgerechnet.",
    },
    fr: {
      title: "Recours tranché : rejeté",
      content: "Le recours sur « {title} » a été rejeté ; la prime sera réglée selon sa règle.",
    },
    es: {
      title: "Apelación resuelta: rechazada",
      content: "La apelación sobre «{title}» fue rechazada; la recompensa se liquidará según su regla.",
    },
    ja: {
      title: "申し立ての結果：却下されました",
      content: "「{title}」への申し立ては却下されました。報酬は元のルールに従って精算されます。",
    },
    ar: {
      title: "تم البت في الطعن: مرفوض",
      content: "رُفض الطعن على «{title}»، وستُسوّى المكافأة وفق قاعدتها.",
    },
    pt: {
      title: "Contestação decidida: rejeitada",
      content: "A contestação sobre “{title}” foi rejeitada; a recompensa será liquidada pela sua regra.",
    },
  },
  /** Development delivery of a verification code (no SMTP/SMS configured). Placeholders: {target}, {code}. */
  verification_code_dev: {
    zh: {
      title: "【开发环境】验证码",
      content:
        "开发环境投递：未配置邮件或短信服务，本消息代替发往 {target} 的验证信息。您的验证码是 {code}，10 分钟内有效。",
    },
    zh_tw: {
      title: "【開發環境】驗證碼",
      content:
        "開發環境投遞：未設定郵件或簡訊服務，本訊息代替寄往 {target} 的驗證訊息。您的驗證碼是 {code}，10 分鐘內有效。",
    },
    en: {
      title: "[Development] Verification code",
      content:
        "Development delivery: no email or SMS service is configured, so this message stands in for the one to {target}. Your verification code is {code}; it expires in 10 minutes.",
    },
    de: {
      title: "[Entwicklung] Bestätigungscode",
      content:
        "Entwicklungszustellung: Es ist kein E-Mail- oder SMS-Dienst eingerichtet, daher ersetzt diese Nachricht die an {target}. Ihr Bestätigungscode lautet {code}; er ist 10 Minuten gültig.",
    },
    fr: {
      title: "[Développement] Code de vérification",
      content:
        "Envoi de développement : aucun service d’e-mail ni de SMS n’est configuré, ce message remplace celui destiné à {target}. Votre code de vérification est {code} ; il expire dans 10 minutes.",
    },
    es: {
      title: "[Desarrollo] Código de verificación",
      content:
        "Entrega de desarrollo: no hay ningún servicio de correo ni de SMS configurado, así que este mensaje sustituye al enviado a {target}. Tu código de verificación es {code}; caduca en 10 minutos.",
    },
    ja: {
      title: "【開発用】確認コード",
      content:
        "開発用の配信：メールまたは SMS サービスが設定されていないため、{target} 宛てのメッセージの代わりにこのメッセージを送ります。確認コードは {code} です。有効期限は 10 分です。",
    },
    ar: {
      title: "[بيئة التطوير] رمز التحقق",
      content:
        "تسليم تجريبي: لم تُضبط خدمة بريد إلكتروني أو رسائل قصيرة، لذا تحل هذه الرسالة محل الرسالة المرسلة إلى {target}. رمز التحقق الخاص بك هو {code}، وتنتهي صلاحيته خلال 10 دقائق.",
    },
    pt: {
      title: "[Desenvolvimento] Código de verificação",
      content:
        "Entrega de desenvolvimento: nenhum serviço de e-mail ou SMS está configurado, então esta mensagem substitui a enviada para {target}. Seu código de verificação é {code}; ele expira em 10 minutos.",
    },
  },
  coupon_expiring: {
    zh: {
      title: "您的优惠券即将过期",
      content: "您的 ¥{amount} 优惠券将于 {name} 过期，请在此之前到钱包中使用。",
    },
    zh_tw: {
      title: "您的優惠券即將過期",
      content: "您的 ¥{amount} 優惠券將於 {name} 過期，請在此之前到錢包中使用。",
    },
    en: {
      title: "Your coupon expires soon",
      content: "Your ¥{amount} coupon expires on {name}. Use it in your wallet before then.",
    },
    de: {
      title: "Ihr Gutschein läuft bald ab",
      content:
        "Ihr Gutschein über ¥{amount} läuft am {name} ab. Lösen Sie ihn vorher in Ihrer Geldbörse ein.",
    },
    fr: {
      title: "Votre coupon expire bientôt",
      content:
        "Votre coupon de ¥{amount} expire le {name}. Utilisez-le dans votre portefeuille avant cette date.",
    },
    es: {
      title: "Tu cupón caduca pronto",
      content: "Tu cupón de ¥{amount} caduca el {name}. Úsalo en tu billetera antes de esa fecha.",
    },
    ja: {
      title: "クーポンの有効期限が近づいています",
      content: "¥{amount} のクーポンは {name} に期限切れになります。それまでにウォレットでご利用ください。",
    },
    ar: {
      title: "قسيمتك ستنتهي صلاحيتها قريبًا",
      content: "تنتهي صلاحية قسيمتك بقيمة ¥{amount} في {name}. استخدمها في محفظتك قبل ذلك.",
    },
    pt: {
      title: "Seu cupom expira em breve",
      content: "Seu cupom de ¥{amount} expira em {name}. Use-o na sua carteira antes disso.",
    },
  },
} satisfies Record<string, Template>;

export type MessageKind = keyof typeof MESSAGE_TEMPLATES;
