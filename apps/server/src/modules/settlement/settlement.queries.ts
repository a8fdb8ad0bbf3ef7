import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric } from "../../db/rows.js";
import { appeals, comments, questions, users } from "../../db/schema/index.js";

type Reader = Pick<Db, "select">;
type Writer = Pick<Db, "update">;
type Raw = Pick<Db, "execute">;

// --- Questions and answers ---------------------------------------------------------------------

/** The question's publisher and title, its row locked (FOR UPDATE). */
export async function lockQuestionHead(db: Reader, questionId: number) {
  const [question] = await db
    .select({ userId: questions.userId, title: questions.title })
    .from(questions)
    .where(eq(questions.id, questionId))
    .for("update");
  return question;
}

/** The question's publisher, settlement state and bonus rule, its row locked (FOR UPDATE). */
export async function lockQuestionSettlement(db: Reader, questionId: number) {
  const [question] = await db
    .select({ userId: questions.userId, settlement: questions.settlement, bonusRule: questions.bonusRule })
    .from(questions)
    .where(eq(questions.id, questionId))
    .for("update");
  return question;
}

export async function usernameOf(db: Reader, userId: number): Promise<string | undefined> {
  const [user] = await db.select({ name: users.username }).from(users).where(eq(users.id, userId));
  return user?.name;
}

/** A comment not deleted by its author, with its author's name and moderation state. */
export async function liveCommentWithAuthor(db: Reader, commentId: number) {
  const [comment] = await db
    .select({
      id: comments.id,
      userId: comments.userId,
      questionId: comments.questionId,
      expertChannelId: comments.expertChannelId,
      moderation: comments.moderation,
      username: users.username,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    // An answer its author deleted is never paid.
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)));
  return comment;
}

/** Marks an open question paid to the comment; undefined when it was no longer open. */
export async function settleQuestionPaid(db: Writer, questionId: number, commentId: number) {
  const [question] = await db
    .update(questions)
    .set({
      settlement: "paid",
      isPaid: true,
      paidCommentId: commentId,
      paidAt: sql`now()`,
      settledAt: sql`now()`,
    })
    .where(and(eq(questions.id, questionId), eq(questions.settlement, "open")))
    .returning({
      id: questions.id,
      userId: questions.userId,
      title: questions.title,
      bonusFen: questions.bonusFen,
      paidFen: questions.paidFen,
      channelId: questions.channelId,
    });
  return question;
}

/** Marks an open question refunded; undefined when it was no longer open. */
export async function settleQuestionRefunded(db: Writer, questionId: number) {
  const [question] = await db
    .update(questions)
    .set({ settlement: "refunded", settledAt: sql`now()` })
    .where(and(eq(questions.id, questionId), eq(questions.settlement, "open")))
    .returning();
  return question;
}

export async function setCommentPaid(db: Writer, commentId: number, isPaid: boolean) {
  await db.update(comments).set({ isPaid }).where(eq(comments.id, commentId));
}

export async function setPaidTotal(db: Writer, questionId: number, paidTotalFen: number) {
  await db.update(questions).set({ paidTotalFen }).where(eq(questions.id, questionId));
}

/** The question's payment moves to another answer (an appeal's transfer). */
export async function movePayment(db: Writer, questionId: number, commentId: number, paidTotalFen: number) {
  await db
    .update(questions)
    .set({ paidCommentId: commentId, paidAt: sql`now()`, paidTotalFen })
    .where(eq(questions.id, questionId));
}

/** Who was paid, how much and when, for a paid question. */
export async function selectPaidInfo(db: Raw, questionId: number) {
  const [row] = await queryRows<{
    username: string;
    amount: SqlNumeric;
    paid_at: Date | string;
    comment_id: number;
  }>(
    db,
    sql`select u.username, q.paid_total_fen as amount, q.paid_at, q.paid_comment_id as comment_id
      from questions q join comments c on c.id = q.paid_comment_id join users u on u.id = c.user_id
      where q.id = ${questionId} and q.settlement = 'paid'`,
  );
  return row;
}

/**
 * Whether the rater's five-star rating of this comment wins the question now (first_five_star, open,
 * before the deadline, no open appeal); the question row is locked.
 */
export async function lockFirstFiveStarWin(db: Raw, questionId: number, commentId: number, raterId: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select q.id from questions q join comments c on c.id = ${commentId}
      where q.id = ${questionId} and q.user_id = ${raterId} and c.user_id <> q.user_id
        and q.bonus_rule = 'first_five_star' and q.settlement = 'open' and q.deadline > now()
        and not exists (select 1 from appeals a where a.question_id = q.id and a.status = 'open')
      for update of q`,
  );
  return rows.length > 0;
}

// --- Appeals -----------------------------------------------------------------------------------

export async function hasOpenAppeal(db: Raw, questionId: number): Promise<boolean> {
  const openAppeal = await queryRows<{ id: number }>(
    db,
    sql`select id from appeals where question_id = ${questionId} and status = 'open'`,
  );
  return openAppeal.length > 0;
}

/** Stores an appeal and marks its question appealed. */
export async function insertAppeal(
  db: Pick<Db, "insert" | "update">,
  appeal: { questionId: number; commentId: number; appellantId: number },
) {
  await db.insert(appeals).values(appeal);
  await db.update(questions).set({ isAppealed: true }).where(eq(questions.id, appeal.questionId));
}

/** Decides an open appeal; undefined when it was not open. */
export async function decideOpenAppeal(db: Writer, appealId: number, status: string, adminId: number) {
  const [appeal] = await db
    .update(appeals)
    .set({ status, decidedBy: adminId, decidedAt: sql`now()` })
    .where(and(eq(appeals.id, appealId), eq(appeals.status, "open")))
    .returning();
  return appeal;
}

/**
 * What an award of an appeal on this question would pay from, read under the question's row lock:
 * - "escrow": the bonus is still held (unpaid question) — the award pays it like any payout;
 * - "transfer": the publisher paid it by hand to another answer — the award moves that payment
 *   (paid_total_fen) from the payee's balance to the appellant, only while the payee still has it;
 * - null: nothing an award could pay from (paid by the rule or by another appeal, or refunded). Money
 *   is never created: the admin can only reject.
 */
const AWARD_SOURCE = sql<"escrow" | "transfer" | null>`case
  when q.settlement = 'open' then 'escrow'
  when q.settlement = 'paid' and q.paid_comment_id <> a.comment_id and (select t.details->>'reason'
    from ledger_transactions t where t.question_id = q.id and t.kind = 'bonus_payout'
    order by t.id desc limit 1) = 'publisher' then 'transfer'
  end`;
export type AwardSource = "escrow" | "transfer" | null;

export async function awardSource(db: Raw, appealId: number): Promise<AwardSource | undefined> {
  const [source] = await queryRows<{ award: AwardSource }>(
    db,
    sql`select ${AWARD_SOURCE} as award from appeals a join questions q on q.id = a.question_id
          where a.id = ${appealId}`,
  );
  return source?.award;
}

/** Open appeals, oldest first, with their question, answer, appellant and award source. */
export async function selectOpenAppeals(db: Raw) {
  return queryRows<{
    id: number;
    question_id: number;
    question_title: string;
    bonus_fen: SqlNumeric;
    comment_id: number;
    comment_content: string;
    comment_format: string;
    appellant_id: number;
    appellant: string;
    created_at: Date | string;
    award: AwardSource;
    paid_to: string | null;
    paid_fen: SqlNumeric | null;
  }>(
    db,
    sql`select a.id, a.question_id, q.title as question_title, q.bonus_fen, a.comment_id,
        c.content as comment_content, c.format as comment_format, a.appellant_id, u.username as appellant, a.created_at,
        ${AWARD_SOURCE} as award, pu.username as paid_to, q.paid_total_fen as paid_fen
      from appeals a join questions q on q.id = a.question_id join comments c on c.id = a.comment_id
      join users u on u.id = a.appellant_id
      left join comments pc on pc.id = q.paid_comment_id left join users pu on pu.id = pc.user_id
      where a.status = 'open' order by a.created_at, a.id`,
  );
}

/** The publisher's payment and who holds it, and whether the appellant's answer earns the expert fee. */
export async function selectTransferFacts(db: Raw, questionId: number, appellantCommentId: number) {
  const [row] = await queryRows<{
    publisher_id: number;
    paid_comment_id: number | null;
    paid_total_fen: SqlNumeric | null;
    bonus_fen: SqlNumeric;
    fee_fen: SqlNumeric;
    payee_id: number | null;
    appellant_is_expert: boolean;
  }>(
    db,
    sql`select q.user_id as publisher_id, q.paid_comment_id, q.paid_total_fen, q.bonus_fen,
        q.paid_fen as fee_fen, pc.user_id as payee_id,
        coalesce(ac.expert_channel_id = q.channel_id, false) as appellant_is_expert
      from questions q left join comments pc on pc.id = q.paid_comment_id
      join comments ac on ac.id = ${appellantCommentId}
      where q.id = ${questionId}`,
  );
  return row;
}
