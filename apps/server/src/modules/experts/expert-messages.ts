import type { Locale } from "@ask/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { channels } from "../../db/schema/index.js";
import { writeLocalizedMessage } from "../messages/notify.js";

type Template = Record<Locale, { title: string; content: string }>;

/**
 * System messages about an expert application, in the applicant's language (the pattern of
 * modules/messages/templates.ts). Placeholders: {channel} the channel's name in that language,
 * {reason} the administrator's reason.
 */
export const EXPERT_MESSAGE_TEMPLATES = {
  expert_approved: {
    zh: {
      title: "专家申请已通过",
      content: "恭喜！您已成为“{channel}”频道的专家，现在可以在专家问答中回答该频道的问题。",
    },
    zh_tw: {
      title: "專家申請已通過",
      content: "恭喜！您已成為「{channel}」頻道的專家，現在可以在專家問答中回答該頻道的問題。",
    },
    en: {
      title: "Expert application approved",
      content:
        "Congratulations! You are now an expert of the “{channel}” channel and can answer its questions in Expert Q&A.",
    },
    de: {
      title: "Expertenantrag angenommen",
      content:
        "Glückwunsch! Sie sind jetzt Experte für den Kanal „{channel}“ und können dessen Fragen im Experten-Q&A beantworten.",
    },
    fr: {
      title: "Candidature d’expert acceptée",
      content:
        "Félicitations ! Vous êtes désormais expert de la chaîne « {channel} » et pouvez répondre à ses questions dans Q&R experts.",
    },
    es: {
      title: "Solicitud de experto aprobada",
      content:
        "¡Enhorabuena! Ya eres experto del canal «{channel}» y puedes responder sus preguntas en Preguntas de expertos.",
    },
    ja: {
      title: "専門家の申請が承認されました",
      content:
        "おめでとうございます！「{channel}」チャンネルの専門家になりました。専門家Q&Aでこのチャンネルの質問に回答できます。",
    },
    ar: {
      title: "تمت الموافقة على طلب الخبير",
      content: "تهانينا! أصبحت الآن خبيرًا في قناة «{channel}» ويمكنك الإجابة عن أسئلتها في أسئلة الخبراء.",
    },
    pt: {
      title: "Candidatura a especialista aprovada",
      content:
        "Parabéns! Agora você é especialista do canal “{channel}” e pode responder às perguntas dele em Perguntas de especialistas.",
    },
  },
  expert_rejected: {
    zh: {
      title: "专家申请未通过",
      content: "您申请成为“{channel}”频道专家的请求未通过。原因：{reason}。您可以修改后重新申请。",
    },
    zh_tw: {
      title: "專家申請未通過",
      content: "您申請成為「{channel}」頻道專家的請求未通過。原因：{reason}。您可以修改後重新申請。",
    },
    en: {
      title: "Expert application declined",
      content:
        "Your application to become an expert of the “{channel}” channel was declined. Reason: {reason}. You may apply again.",
    },
    de: {
      title: "Expertenantrag abgelehnt",
      content:
        "Ihr Antrag, Experte für den Kanal „{channel}“ zu werden, wurde abgelehnt. Grund: {reason}. Sie können sich erneut bewerben.",
    },
    fr: {
      title: "Candidature d’expert refusée",
      content:
        "Votre candidature d’expert pour la chaîne « {channel} » a été refusée. Motif : {reason}. Vous pouvez postuler à nouveau.",
    },
    es: {
      title: "Solicitud de experto rechazada",
      content:
        "Tu solicitud para ser experto del canal «{channel}» fue rechazada. Motivo: {reason}. Puedes volver a solicitarlo.",
    },
    ja: {
      title: "専門家の申請が却下されました",
      content: "「{channel}」チャンネルの専門家への申請は却下されました。理由：{reason}。再度申請できます。",
    },
    ar: {
      title: "تم رفض طلب الخبير",
      content: "رُفض طلبك لتصبح خبيرًا في قناة «{channel}». السبب: {reason}. يمكنك التقديم مرة أخرى.",
    },
    pt: {
      title: "Candidatura a especialista recusada",
      content:
        "Sua candidatura a especialista do canal “{channel}” foi recusada. Motivo: {reason}. Você pode se candidatar novamente.",
    },
  },
  expert_change_approved: {
    zh: { title: "频道变更已通过", content: "您的专家频道已变更为“{channel}”。" },
    zh_tw: { title: "頻道變更已通過", content: "您的專家頻道已變更為「{channel}」。" },
    en: { title: "Channel change approved", content: "You are now the expert of the “{channel}” channel." },
    de: { title: "Kanalwechsel angenommen", content: "Sie sind jetzt Experte für den Kanal „{channel}“." },
    fr: {
      title: "Changement de chaîne accepté",
      content: "Vous êtes désormais expert de la chaîne « {channel} ».",
    },
    es: { title: "Cambio de canal aprobado", content: "Ahora eres experto del canal «{channel}»." },
    ja: {
      title: "チャンネル変更が承認されました",
      content: "あなたは「{channel}」チャンネルの専門家になりました。",
    },
    ar: { title: "تمت الموافقة على تغيير القناة", content: "أصبحت الآن خبيرًا في قناة «{channel}»." },
    pt: { title: "Mudança de canal aprovada", content: "Agora você é especialista do canal “{channel}”." },
  },
  expert_change_rejected: {
    zh: {
      title: "频道变更未通过",
      content: "您变更到“{channel}”频道的请求未通过。原因：{reason}。您仍是原频道的专家。",
    },
    zh_tw: {
      title: "頻道變更未通過",
      content: "您變更到「{channel}」頻道的請求未通過。原因：{reason}。您仍是原頻道的專家。",
    },
    en: {
      title: "Channel change declined",
      content:
        "Your request to move to the “{channel}” channel was declined. Reason: {reason}. You remain the expert of your current channel.",
    },
    de: {
      title: "Kanalwechsel abgelehnt",
      content:
        "Ihr Wechsel zum Kanal „{channel}“ wurde abgelehnt. Grund: {reason}. Sie bleiben Experte Ihres bisherigen Kanals.",
    },
    fr: {
      title: "Changement de chaîne refusé",
      content:
        "Votre demande de passer à la chaîne « {channel} » a été refusée. Motif : {reason}. Vous restez expert de votre chaîne actuelle.",
    },
    es: {
      title: "Cambio de canal rechazado",
      content:
        "Tu solicitud de pasar al canal «{channel}» fue rechazada. Motivo: {reason}. Sigues siendo experto de tu canal actual.",
    },
    ja: {
      title: "チャンネル変更が却下されました",
      content:
        "「{channel}」チャンネルへの変更は却下されました。理由：{reason}。現在のチャンネルの専門家のままです。",
    },
    ar: {
      title: "تم رفض تغيير القناة",
      content: "رُفض طلبك للانتقال إلى قناة «{channel}». السبب: {reason}. ستبقى خبيرًا في قناتك الحالية.",
    },
    pt: {
      title: "Mudança de canal recusada",
      content:
        "Seu pedido para mudar para o canal “{channel}” foi recusado. Motivo: {reason}. Você continua especialista do seu canal atual.",
    },
  },
  expert_revoked: {
    zh: { title: "专家身份已撤销", content: "您在“{channel}”频道的专家身份已被管理员撤销。原因：{reason}。" },
    zh_tw: {
      title: "專家身分已撤銷",
      content: "您在「{channel}」頻道的專家身分已被管理員撤銷。原因：{reason}。",
    },
    en: {
      title: "Expert status revoked",
      content: "An administrator revoked your expert status for the “{channel}” channel. Reason: {reason}.",
    },
    de: {
      title: "Expertenstatus entzogen",
      content:
        "Ein Administrator hat Ihren Expertenstatus für den Kanal „{channel}“ entzogen. Grund: {reason}.",
    },
    fr: {
      title: "Statut d’expert retiré",
      content:
        "Un administrateur a retiré votre statut d’expert pour la chaîne « {channel} ». Motif : {reason}.",
    },
    es: {
      title: "Estado de experto revocado",
      content: "Un administrador revocó tu estado de experto del canal «{channel}». Motivo: {reason}.",
    },
    ja: {
      title: "専門家の資格が取り消されました",
      content: "管理者が「{channel}」チャンネルの専門家資格を取り消しました。理由：{reason}。",
    },
    ar: {
      title: "تم سحب صفة الخبير",
      content: "سحب أحد المسؤولين صفة الخبير الخاصة بك في قناة «{channel}». السبب: {reason}.",
    },
    pt: {
      title: "Status de especialista revogado",
      content: "Um administrador revogou seu status de especialista do canal “{channel}”. Motivo: {reason}.",
    },
  },
} satisfies Record<string, Template>;

export type ExpertMessageKind = keyof typeof EXPERT_MESSAGE_TEMPLATES;

/** Writes the applicant's system message in their language; call it inside the decision's transaction. */
export async function notifyExpert(
  tx: Pick<Db, "select" | "insert">,
  userId: number,
  kind: ExpertMessageKind,
  params: { channelId: number | null; reason?: string },
): Promise<void> {
  await writeLocalizedMessage(tx, userId, kind, EXPERT_MESSAGE_TEMPLATES[kind], async (lang) => {
    const [channel] =
      params.channelId === null
        ? []
        : await tx.select({ i18n: channels.i18n }).from(channels).where(eq(channels.id, params.channelId));
    return { channel: channel?.i18n[lang] ?? channel?.i18n.en ?? "", reason: params.reason ?? "" };
  });
}
