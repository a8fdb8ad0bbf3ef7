import { type BonusRule, fenToYuan, previewText, type QuestionSummary } from "@ask/contracts";
import { moderationOf } from "../moderation/moderation-state.js";
import { signUploadUrl } from "../uploads/signed-urls.js";
import type { SummaryRow } from "./questions.queries.js";

/** Database row → the API's QuestionSummary (amounts in yuan, 80-character plain-text preview). */
export function presentSummary(row: SummaryRow): QuestionSummary {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    user_id: row.userId,
    username: row.username,
    avatar: row.avatar,
    level: row.level,
    channel: row.channelId,
    category_top: row.categoryTopId,
    category: row.categoryId,
    content_preview: previewText(row.preview),
    bonus_amount: fenToYuan(row.bonusFen),
    paid_amount: fenToYuan(row.paidFen),
    bonus_rule: row.bonusRule as BonusRule,
    deadline: row.deadline.toISOString(),
    is_public: row.isPublic,
    is_paid: row.isPaid,
    status: row.status,
    settlement: row.settlement as QuestionSummary["settlement"],
    paid_to:
      row.settlement === "paid" && row.paidToUserId !== null && row.paidToUsername !== null
        ? {
            user_id: Number(row.paidToUserId),
            username: row.paidToUsername,
            amount: fenToYuan(Number(row.paidTotalFen)),
          }
        : null,
    views: row.views,
    likes: row.likesCount,
    likes_count: row.likesCount,
    dislikes_count: row.dislikesCount,
    favorites_count: row.favoritesCount,
    comments: row.commentsCount,
    image_url: row.isPublic || !row.imageUrl ? row.imageUrl : signUploadUrl(row.imageUrl),
    created_at: row.createdAt.toISOString(),
    ...moderationOf(row),
  };
}
