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
  /** A bonus the publisher paid by hand. {name}: the publisher. */
  bonus_received: {
    zh: { title: "您获得了赏金", content: "{name} 把问题“{title}”的赏金 ¥{amount} 支付给了您的回答。" },
    zh_tw: { title: "您獲得了賞金", content: "{name} 把問題「{title}」的賞金 ¥{amount} 支付給了您的回答。" },
    en: {
      title: "You received a bonus",
      content: "{name} paid the bonus of “{title}”, ¥{amount}, to your answer.",
    },
    de: {
      title: "Sie haben eine Prämie erhalten",
      content: "{name} hat die Prämie von „{title}“, ¥{amount}, an Ihre Antwort ausgezahlt.",
    },
    fr: {
      title: "Vous avez reçu une prime",
      content: "{name} a versé la prime de « {title} », ¥{amount}, à votre réponse.",
    },
    es: {
      title: "Has recibido una recompensa",
      content: "{name} pagó la recompensa de «{title}», ¥{amount}, a tu respuesta.",
    },
    ja: {
      title: "報酬を受け取りました",
      content: "{name} さんが「{title}」の報酬 ¥{amount} をあなたの回答に支払いました。",
    },
    ar: { title: "لقد حصلت على مكافأة", content: "دفع {name} مكافأة «{title}» وقدرها ¥{amount} لإجابتك." },
    pt: {
      title: "Você recebeu uma recompensa",
      content: "{name} pagou a recompensa de “{title}”, ¥{amount}, à sua resposta.",
    },
  },
  /** The publisher paid by hand. {name}: the answerer who was paid. */
  bonus_paid: {
    zh: { title: "赏金已发放", content: "您已把问题“{title}”的赏金 ¥{amount} 支付给 {name} 的回答。" },
    zh_tw: { title: "賞金已發放", content: "您已把問題「{title}」的賞金 ¥{amount} 支付給 {name} 的回答。" },
    en: { title: "Bonus paid", content: "You paid the bonus of “{title}”, ¥{amount}, to {name}’s answer." },
    de: {
      title: "Prämie ausgezahlt",
      content: "Sie haben die Prämie von „{title}“, ¥{amount}, an die Antwort von {name} ausgezahlt.",
    },
    fr: {
      title: "Prime versée",
      content: "Vous avez versé la prime de « {title} », ¥{amount}, à la réponse de {name}.",
    },
    es: {
      title: "Recompensa pagada",
      content: "Pagaste la recompensa de «{title}», ¥{amount}, a la respuesta de {name}.",
    },
    ja: {
      title: "報酬を支払いました",
      content: "「{title}」の報酬 ¥{amount} を {name} さんの回答に支払いました。",
    },
    ar: { title: "تم دفع المكافأة", content: "دفعتَ مكافأة «{title}» وقدرها ¥{amount} لإجابة {name}." },
    pt: {
      title: "Recompensa paga",
      content: "Você pagou a recompensa de “{title}”, ¥{amount}, à resposta de {name}.",
    },
  },
  /** The question's rule chose this answer (deadline, or the publisher's first five stars). */
  rule_payout_received: {
    zh: { title: "您的回答按规则获得赏金", content: "按问题“{title}”的赏金规则，您的回答获得了 ¥{amount}。" },
    zh_tw: {
      title: "您的回答依規則獲得賞金",
      content: "依問題「{title}」的賞金規則，您的回答獲得了 ¥{amount}。",
    },
    en: {
      title: "Your answer won the bonus by the rule",
      content: "By the bonus rule of “{title}”, your answer received ¥{amount}.",
    },
    de: {
      title: "Ihre Antwort erhält die Prämie nach der Regel",
      content: "Nach der Prämienregel von „{title}“ hat Ihre Antwort ¥{amount} erhalten.",
    },
    fr: {
      title: "Votre réponse remporte la prime selon la règle",
      content: "Selon la règle de prime de « {title} », votre réponse a reçu ¥{amount}.",
    },
    es: {
      title: "Tu respuesta ganó la recompensa por la regla",
      content: "Según la regla de recompensa de «{title}», tu respuesta recibió ¥{amount}.",
    },
    ja: {
      title: "ルールによりあなたの回答が報酬を獲得しました",
      content: "「{title}」の報酬ルールにより、あなたの回答が ¥{amount} を獲得しました。",
    },
    ar: {
      title: "فازت إجابتك بالمكافأة وفق القاعدة",
      content: "وفق قاعدة مكافأة «{title}»، حصلت إجابتك على ¥{amount}.",
    },
    pt: {
      title: "Sua resposta ganhou a recompensa pela regra",
      content: "Pela regra de recompensa de “{title}”, sua resposta recebeu ¥{amount}.",
    },
  },
  /** To the publisher: the rule paid. {name}: the answerer who was paid. */
  rule_payout_paid: {
    zh: {
      title: "赏金已按规则发放",
      content: "按问题“{title}”的赏金规则，¥{amount} 已支付给 {name} 的回答。",
    },
    zh_tw: {
      title: "賞金已依規則發放",
      content: "依問題「{title}」的賞金規則，¥{amount} 已支付給 {name} 的回答。",
    },
    en: {
      title: "Bonus paid by the rule",
      content: "By the bonus rule of “{title}”, ¥{amount} was paid to {name}’s answer.",
    },
    de: {
      title: "Prämie nach der Regel ausgezahlt",
      content: "Nach der Prämienregel von „{title}“ wurden ¥{amount} an die Antwort von {name} ausgezahlt.",
    },
    fr: {
      title: "Prime versée selon la règle",
      content: "Selon la règle de prime de « {title} », ¥{amount} ont été versés à la réponse de {name}.",
    },
    es: {
      title: "Recompensa pagada por la regla",
      content: "Según la regla de recompensa de «{title}», se pagaron ¥{amount} a la respuesta de {name}.",
    },
    ja: {
      title: "ルールにより報酬が支払われました",
      content: "「{title}」の報酬ルールにより、¥{amount} が {name} さんの回答に支払われました。",
    },
    ar: {
      title: "دُفعت المكافأة وفق القاعدة",
      content: "وفق قاعدة مكافأة «{title}»، دُفع ¥{amount} لإجابة {name}.",
    },
    pt: {
      title: "Recompensa paga pela regra",
      content: "Pela regra de recompensa de “{title}”, ¥{amount} foram pagos à resposta de {name}.",
    },
  },
  /** To the channel expert whose answer was paid: the fee came with the bonus. */
  expert_fee_received: {
    zh: { title: "您获得了专家费", content: "问题“{title}”的专家费 ¥{amount} 已随赏金支付给您。" },
    zh_tw: { title: "您獲得了專家費", content: "問題「{title}」的專家費 ¥{amount} 已隨賞金支付給您。" },
    en: {
      title: "You received an expert fee",
      content: "The expert fee of “{title}”, ¥{amount}, was paid to you with the bonus.",
    },
    de: {
      title: "Sie haben ein Expertenhonorar erhalten",
      content: "Das Expertenhonorar von „{title}“, ¥{amount}, wurde Ihnen mit der Prämie ausgezahlt.",
    },
    fr: {
      title: "Vous avez reçu des frais d’expert",
      content: "Les frais d’expert de « {title} », ¥{amount}, vous ont été versés avec la prime.",
    },
    es: {
      title: "Has recibido una tarifa de experto",
      content: "La tarifa de experto de «{title}», ¥{amount}, se te pagó junto con la recompensa.",
    },
    ja: {
      title: "専門家料金を受け取りました",
      content: "「{title}」の専門家料金 ¥{amount} が報酬とともに支払われました。",
    },
    ar: {
      title: "لقد حصلت على رسوم الخبير",
      content: "دُفعت لك رسوم الخبير لـ«{title}» وقدرها ¥{amount} مع المكافأة.",
    },
    pt: {
      title: "Você recebeu uma taxa de especialista",
      content: "A taxa de especialista de “{title}”, ¥{amount}, foi paga a você junto com a recompensa.",
    },
  },
  /** To the publisher: no answer by an approved expert of the channel was paid, so the fee went back. */
  expert_fee_refunded: {
    zh: {
      title: "专家费已退回",
      content: "问题“{title}”没有支付给该频道认证专家的回答，专家费 ¥{amount} 已退回您的余额。",
    },
    zh_tw: {
      title: "專家費已退回",
      content: "問題「{title}」沒有支付給該頻道認證專家的回答，專家費 ¥{amount} 已退回您的餘額。",
    },
    en: {
      title: "Expert fee refunded",
      content:
        "No answer by an approved expert of the channel was paid for “{title}”; the expert fee of ¥{amount} went back to your balance.",
    },
    de: {
      title: "Expertenhonorar erstattet",
      content:
        "Für „{title}“ wurde keine Antwort eines bestätigten Experten des Kanals bezahlt; das Expertenhonorar von ¥{amount} wurde Ihrem Guthaben gutgeschrieben.",
    },
    fr: {
      title: "Frais d’expert remboursés",
      content:
        "Aucune réponse d’un expert approuvé de la chaîne n’a été payée pour « {title} » ; les frais d’expert de ¥{amount} ont été reversés sur votre solde.",
    },
    es: {
      title: "Tarifa de experto reembolsada",
      content:
        "No se pagó ninguna respuesta de un experto aprobado del canal en «{title}»; la tarifa de experto de ¥{amount} volvió a tu saldo.",
    },
    ja: {
      title: "専門家料金を返金しました",
      content:
        "「{title}」ではチャンネルの認定専門家の回答に支払いがなかったため、専門家料金 ¥{amount} を残高に返金しました。",
    },
    ar: {
      title: "تمت إعادة رسوم الخبير",
      content:
        "لم تُدفع أي إجابة لخبير معتمد في القناة على «{title}»؛ أُعيدت رسوم الخبير وقدرها ¥{amount} إلى رصيدك.",
    },
    pt: {
      title: "Taxa de especialista reembolsada",
      content:
        "Nenhuma resposta de um especialista aprovado do canal foi paga em “{title}”; a taxa de especialista de ¥{amount} voltou ao seu saldo.",
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
      content: "关于问题“{title}”的申诉已被支持，赏金 ¥{amount} 已发放给 {name} 的申诉回答。",
    },
    zh_tw: {
      title: "申訴已處理：支持",
      content: "關於問題「{title}」的申訴已獲支持，賞金 ¥{amount} 已發放給 {name} 的申訴回答。",
    },
    en: {
      title: "Appeal decided: awarded",
      content:
        "The appeal on “{title}” was upheld; the bonus of ¥{amount} was paid to {name}’s appealing answer.",
    },
    de: {
      title: "Einspruch entschieden: stattgegeben",
      content:
        "Dem Einspruch zu „{title}“ wurde stattgegeben; die Prämie von ¥{amount} ging an die Antwort von {name}, der Einspruch erhoben hatte.",
    },
    fr: {
      title: "Recours tranché : accepté",
      content:
        "Le recours sur « {title} » a été accepté ; la prime de ¥{amount} a été versée à la réponse de {name}, auteur du recours.",
    },
    es: {
      title: "Apelación resuelta: aceptada",
      content:
        "La apelación sobre «{title}» fue aceptada; la recompensa de ¥{amount} se pagó a la respuesta apelante de {name}.",
    },
    ja: {
      title: "申し立ての結果：認められました",
      content:
        "「{title}」への申し立ては認められ、報酬 ¥{amount} は申し立てた {name} さんの回答に支払われました。",
    },
    ar: {
      title: "تم البت في الطعن: مقبول",
      content: "قُبل الطعن على «{title}»، ودُفعت المكافأة وقدرها ¥{amount} لإجابة {name} صاحبة الطعن.",
    },
    pt: {
      title: "Contestação decidida: aceita",
      content:
        "A contestação sobre “{title}” foi aceita; a recompensa de ¥{amount} foi paga à resposta contestante de {name}.",
    },
  },
  /** To the answerer the publisher had paid by hand, when an appeal moved that payment. {name}: the appellant. */
  appeal_payout_moved: {
    zh: {
      title: "申诉已处理：赏金转给了其他回答",
      content:
        "平台支持了 {name} 对问题“{title}”的申诉：发布者支付给您的 ¥{amount} 已从您的余额转给 {name} 的回答。",
    },
    zh_tw: {
      title: "申訴已處理：賞金轉給了其他回答",
      content:
        "平台支持了 {name} 對問題「{title}」的申訴：發布者支付給您的 ¥{amount} 已從您的餘額轉給 {name} 的回答。",
    },
    en: {
      title: "Appeal decided: the bonus moved to another answer",
      content:
        "We upheld {name}’s appeal on “{title}”: the ¥{amount} the publisher paid you moved from your balance to {name}’s answer.",
    },
    de: {
      title: "Einspruch entschieden: Die Prämie ging an eine andere Antwort",
      content:
        "Wir haben dem Einspruch von {name} zu „{title}“ stattgegeben: Die ¥{amount}, die Ihnen der Fragesteller gezahlt hat, wurden von Ihrem Guthaben auf die Antwort von {name} übertragen.",
    },
    fr: {
      title: "Recours tranché : la prime est passée à une autre réponse",
      content:
        "Nous avons accepté le recours de {name} sur « {title} » : les ¥{amount} que l’auteur de la question vous avait versés ont été transférés de votre solde vers la réponse de {name}.",
    },
    es: {
      title: "Apelación resuelta: la recompensa pasó a otra respuesta",
      content:
        "Aceptamos la apelación de {name} sobre «{title}»: los ¥{amount} que te pagó quien publicó la pregunta pasaron de tu saldo a la respuesta de {name}.",
    },
    ja: {
      title: "申し立ての結果：報酬は別の回答に移りました",
      content:
        "「{title}」への {name} さんの申し立てが認められました。質問者があなたに支払った ¥{amount} は、あなたの残高から {name} さんの回答に移されました。",
    },
    ar: {
      title: "تم البت في الطعن: انتقلت المكافأة إلى إجابة أخرى",
      content:
        "قبلنا طعن {name} على «{title}»: نُقل مبلغ ¥{amount} الذي دفعه لك صاحب السؤال من رصيدك إلى إجابة {name}.",
    },
    pt: {
      title: "Contestação decidida: a recompensa passou para outra resposta",
      content:
        "Aceitamos a contestação de {name} sobre “{title}”: os ¥{amount} que o autor da pergunta lhe pagou passaram do seu saldo para a resposta de {name}.",
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
  /** Several new answers to one question within an hour: one message. {count}, {name} the latest. */
  comment_received_many: {
    zh: {
      title: "您的问题有 {count} 个新回答",
      content: "您的问题“{title}”有 {count} 个新回答，最新一个来自 {name}。",
    },
    zh_tw: {
      title: "您的問題有 {count} 個新回答",
      content: "您的問題「{title}」有 {count} 個新回答，最新一個來自 {name}。",
    },
    en: {
      title: "{count} new answers to your question",
      content: "Your question “{title}” has {count} new answers; the latest is by {name}.",
    },
    de: {
      title: "{count} neue Antworten auf Ihre Frage",
      content: "Ihre Frage „{title}“ hat {count} neue Antworten; die neueste stammt von {name}.",
    },
    fr: {
      title: "{count} nouvelles réponses à votre question",
      content: "Votre question « {title} » a {count} nouvelles réponses ; la plus récente est de {name}.",
    },
    es: {
      title: "{count} respuestas nuevas a tu pregunta",
      content: "Tu pregunta «{title}» tiene {count} respuestas nuevas; la más reciente es de {name}.",
    },
    ja: {
      title: "あなたの質問に {count} 件の新しい回答があります",
      content:
        "あなたの質問「{title}」に {count} 件の新しい回答があります。最新の回答は {name} さんからです。",
    },
    ar: {
      title: "إجابات جديدة على سؤالك: {count}",
      content: "عدد الإجابات الجديدة على سؤالك «{title}»: {count}، وأحدثها من {name}.",
    },
    pt: {
      title: "{count} novas respostas à sua pergunta",
      content: "Sua pergunta “{title}” tem {count} novas respostas; a mais recente é de {name}.",
    },
  },
  /** {name}: the card (bank and last digits). */
  withdrawal_completed: {
    zh: { title: "提现已到账", content: "您的提现 ¥{amount} 已支付到 {name}。" },
    zh_tw: { title: "提現已到帳", content: "您的提現 ¥{amount} 已支付到 {name}。" },
    en: { title: "Withdrawal paid out", content: "Your withdrawal of ¥{amount} was paid out to {name}." },
    de: { title: "Auszahlung erfolgt", content: "Ihre Auszahlung von ¥{amount} wurde an {name} überwiesen." },
    fr: { title: "Retrait versé", content: "Votre retrait de ¥{amount} a été versé sur {name}." },
    es: { title: "Retiro pagado", content: "Tu retiro de ¥{amount} se pagó a {name}." },
    ja: { title: "出金が完了しました", content: "¥{amount} の出金が {name} に支払われました。" },
    ar: { title: "تم صرف السحب", content: "صُرف سحبك البالغ ¥{amount} إلى {name}." },
    pt: { title: "Saque pago", content: "Seu saque de ¥{amount} foi pago em {name}." },
  },
  /** {reason}: why it failed, in the recipient's language (WITHDRAW_FAILURE_REASONS). */
  withdrawal_failed: {
    zh: {
      title: "提现失败，款项已退回",
      content: "您的提现 ¥{amount} 未能完成：{reason}。这笔钱已退回您的余额。",
    },
    zh_tw: {
      title: "提現失敗，款項已退回",
      content: "您的提現 ¥{amount} 未能完成：{reason}。這筆錢已退回您的餘額。",
    },
    en: {
      title: "Withdrawal failed; money returned",
      content: "Your withdrawal of ¥{amount} failed: {reason}. The money is back in your balance.",
    },
    de: {
      title: "Auszahlung fehlgeschlagen; Betrag erstattet",
      content:
        "Ihre Auszahlung von ¥{amount} ist fehlgeschlagen: {reason}. Der Betrag ist wieder in Ihrem Guthaben.",
    },
    fr: {
      title: "Retrait échoué ; montant reversé",
      content: "Votre retrait de ¥{amount} a échoué : {reason}. L’argent est de retour sur votre solde.",
    },
    es: {
      title: "Retiro fallido; dinero devuelto",
      content: "Tu retiro de ¥{amount} falló: {reason}. El dinero volvió a tu saldo.",
    },
    ja: {
      title: "出金に失敗しました（返金済み）",
      content: "¥{amount} の出金は完了できませんでした：{reason}。金額は残高に戻りました。",
    },
    ar: {
      title: "فشل السحب وأُعيد المبلغ",
      content: "فشل سحبك البالغ ¥{amount}: {reason}. عاد المبلغ إلى رصيدك.",
    },
    pt: {
      title: "Saque falhou; dinheiro devolvido",
      content: "Seu saque de ¥{amount} falhou: {reason}. O dinheiro voltou ao seu saldo.",
    },
  },
  recharge_completed: {
    zh: { title: "充值已到账", content: "您充值的 ¥{amount} 已存入余额。" },
    zh_tw: { title: "儲值已到帳", content: "您儲值的 ¥{amount} 已存入餘額。" },
    en: { title: "Recharge received", content: "Your recharge of ¥{amount} is in your balance." },
    de: { title: "Aufladung eingegangen", content: "Ihre Aufladung von ¥{amount} ist in Ihrem Guthaben." },
    fr: { title: "Recharge reçue", content: "Votre recharge de ¥{amount} est sur votre solde." },
    es: { title: "Recarga recibida", content: "Tu recarga de ¥{amount} está en tu saldo." },
    ja: { title: "チャージが完了しました", content: "¥{amount} のチャージが残高に反映されました。" },
    ar: { title: "تم استلام الشحن", content: "أُضيف شحنك البالغ ¥{amount} إلى رصيدك." },
    pt: { title: "Recarga recebida", content: "Sua recarga de ¥{amount} está no seu saldo." },
  },
  /** To the buyer. {title}: the order number. */
  order_paid: {
    zh: { title: "订单已支付", content: "订单 #{title} 已从您的余额支付 ¥{amount}。" },
    zh_tw: { title: "訂單已付款", content: "訂單 #{title} 已從您的餘額支付 ¥{amount}。" },
    en: { title: "Order paid", content: "Order #{title}: ¥{amount} was paid from your balance." },
    de: {
      title: "Bestellung bezahlt",
      content: "Bestellung #{title}: ¥{amount} wurden von Ihrem Guthaben bezahlt.",
    },
    fr: {
      title: "Commande payée",
      content: "Commande n° {title} : ¥{amount} ont été payés depuis votre solde.",
    },
    es: { title: "Pedido pagado", content: "Pedido n.º {title}: se pagaron ¥{amount} de tu saldo." },
    ja: {
      title: "注文の支払いが完了しました",
      content: "注文 #{title}：残高から ¥{amount} を支払いました。",
    },
    ar: { title: "تم دفع الطلب", content: "الطلب رقم {title}: دُفع ¥{amount} من رصيدك." },
    pt: { title: "Pedido pago", content: "Pedido nº {title}: ¥{amount} foram pagos do seu saldo." },
  },
  /** To the seller. {title}: the order number, {name}: the buyer. */
  order_income: {
    zh: { title: "您有一笔新订单收入", content: "{name} 下了订单 #{title}，¥{amount} 已存入您的余额。" },
    zh_tw: { title: "您有一筆新訂單收入", content: "{name} 下了訂單 #{title}，¥{amount} 已存入您的餘額。" },
    en: {
      title: "New order income",
      content: "{name} placed order #{title}; ¥{amount} was added to your balance.",
    },
    de: {
      title: "Neue Bestelleinnahme",
      content: "{name} hat Bestellung #{title} aufgegeben; ¥{amount} wurden Ihrem Guthaben gutgeschrieben.",
    },
    fr: {
      title: "Nouveau revenu de commande",
      content: "{name} a passé la commande n° {title} ; ¥{amount} ont été ajoutés à votre solde.",
    },
    es: {
      title: "Nuevo ingreso por pedido",
      content: "{name} hizo el pedido n.º {title}; se añadieron ¥{amount} a tu saldo.",
    },
    ja: {
      title: "新しい注文の売上",
      content: "{name} さんが注文 #{title} をしました。¥{amount} が残高に入金されました。",
    },
    ar: { title: "دخل طلب جديد", content: "قدّم {name} الطلب رقم {title}؛ أُضيف ¥{amount} إلى رصيدك." },
    pt: {
      title: "Nova receita de pedido",
      content: "{name} fez o pedido nº {title}; ¥{amount} foram adicionados ao seu saldo.",
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

/** Why a withdrawal failed, in each language (the {reason} of withdrawal_failed). */
export const WITHDRAW_FAILURE_REASONS = {
  card_removed: {
    zh: "收款银行卡在付款前已被删除",
    zh_tw: "收款銀行卡在付款前已被刪除",
    en: "the bank card was removed before the payout",
    de: "die Bankkarte wurde vor der Auszahlung entfernt",
    fr: "la carte bancaire a été supprimée avant le versement",
    es: "la tarjeta bancaria se eliminó antes del pago",
    ja: "支払い前に受取用の銀行カードが削除されました",
    ar: "أُزيلت البطاقة المصرفية قبل الصرف",
    pt: "o cartão bancário foi removido antes do pagamento",
  },
  declined: {
    zh: "银行或支付机构拒绝了这笔付款",
    zh_tw: "銀行或支付機構拒絕了這筆付款",
    en: "the bank or payment provider declined the payout",
    de: "die Bank oder der Zahlungsanbieter hat die Auszahlung abgelehnt",
    fr: "la banque ou le prestataire de paiement a refusé le versement",
    es: "el banco o el proveedor de pagos rechazó el pago",
    ja: "銀行または決済事業者が支払いを拒否しました",
    ar: "رفض البنك أو مزوّد الدفع عملية الصرف",
    pt: "o banco ou o provedor de pagamento recusou o pagamento",
  },
} satisfies Record<string, Record<Locale, string>>;
export type WithdrawFailureReason = keyof typeof WITHDRAW_FAILURE_REASONS;
