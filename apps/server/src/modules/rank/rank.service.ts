import { DEFAULT_LOCALE, type Locale, MILITARY_RANKS, type MilitaryPower } from "@ask/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric, sqlNumber } from "../../db/rows.js";
import { authorize } from "../../security/policy.js";
import { RANK_NAMES } from "./rank-names.js";

/**
 * Power points, recomputed from the stored events every time (nothing is kept that could drift):
 * - an answer on someone else's question: +2, for the FIRST answer of a user on each question only
 *   (more answers on the same question earn nothing themselves: posting is free, so it must not farm);
 * - a like received on a question or an answer: +1 (each on its own merits, also on later answers);
 * - a dislike received on an answer: -1 (a dislike on a question costs nothing: asking is not punished);
 * - a star rating received on an answer: score - 2 (1★ = -1 … 5★ = +3);
 * - a star rating received on a question: only its good part, max(0, score - 3) (4★ = +1, 5★ = +2),
 *   mirroring question likes (+1) and dislikes (0): a good question is rewarded, asking never costs;
 * - a bonus won: +10, plus 1 per whole yuan, at most +100 per bonus. One payout is one event: the
 *   bonus and the expert fee it carries (separate ledger entries of one transaction) are added
 *   before the points are computed; a payout an appeal moved away (a negative transaction of the
 *   same entries) takes the same points back.
 * Content under moderation (pending, hidden, rejected: issue 17) earns nothing while it is.
 * Nobody can earn from their own content: answers on one's own question do not count, and one's own
 * question or answer cannot be liked, disliked or rated (the engagement routes refuse it).
 * Power = max(0, sum of all points): losses below zero stay owed and must be earned back first.
 * month_score = max(0, sum of the points dated in the current calendar month, UTC): shown beside power
 * as what was earned this month, it is floored like power (a month with more losses than gains shows 0;
 * the loss shows in power), so it never reads as a debt or exceeds what power actually lost.
 * An event is dated when it happened (answer, reaction, first rating, bonus payment).
 */
export async function powerOf(
  db: Pick<Db, "execute">,
  userId: number,
): Promise<{ power: number; month: number }> {
  const [row] = await queryRows<{ power: SqlNumeric | null; month: SqlNumeric | null }>(
    db,
    sql`with events(points, at) as (
        select 2, min(c.created_at) from comments c join questions q on q.id = c.question_id
          where c.user_id = ${userId} and q.user_id <> ${userId} and c.moderation is null
          group by c.question_id
        union all
        select 1, r.created_at from question_reactions r join questions q on q.id = r.question_id
          where q.user_id = ${userId} and r.kind = 'like' and q.moderation is null
        union all
        select greatest(0, r.score - 3), r.created_at from question_ratings r
          join questions q on q.id = r.question_id
          where q.user_id = ${userId} and r.score > 3 and q.moderation is null
        union all
        select case r.kind when 'like' then 1 else -1 end, r.created_at
          from comment_reactions r join comments c on c.id = r.comment_id
          where c.user_id = ${userId} and c.moderation is null
        union all
        select r.score - 2, r.created_at from comment_ratings r join comments c on c.id = r.comment_id
          where c.user_id = ${userId} and c.moderation is null
        union all
        select sign(p.net) * least(100, 10 + abs(p.net)::bigint / 100), p.at from (
          select sum(e.amount_fen) as net, min(e.created_at) as at from ledger_entries e
            join accounts a on a.id = e.account_id
            where a.kind = 'user_available' and a.user_id = ${userId}
              and e.log_type in ('receive_bonus', 'expert_fee')
            group by e.transaction_id
        ) p where p.net <> 0
      )
      select coalesce(sum(points), 0) as power,
        coalesce(sum(points) filter (where at >= date_trunc('month', now())), 0) as month
      from events`,
  );
  return {
    power: Math.max(0, sqlNumber(row?.power)),
    month: Math.max(0, sqlNumber(row?.month)),
  };
}

export function rankFor(power: number) {
  let index = 0;
  MILITARY_RANKS.forEach((rank, i) => {
    if (power >= rank.threshold) index = i;
  });
  return { index, rank: MILITARY_RANKS[index] ?? MILITARY_RANKS[0], next: MILITARY_RANKS[index + 1] ?? null };
}

const rankName = (key: string, lang: Locale) => RANK_NAMES[key]?.[lang] ?? RANK_NAMES[key]?.en ?? key;

/** The public part of anyone's force rank (the poster profile): the rank, not the points. */
export async function publicRank(db: Db, userId: number, lang: Locale = DEFAULT_LOCALE) {
  const { power } = await powerOf(db, userId);
  const { index, rank } = rankFor(power);
  return {
    military_rank: index + 1,
    military_rank_key: rank.key,
    military_rank_name: rankName(rank.key, lang),
  };
}

export async function militaryPower(
  db: Db,
  callerId: number,
  userId: number,
  lang: Locale = DEFAULT_LOCALE,
): Promise<MilitaryPower> {
  authorize(callerId, "rank.read", { ownerId: userId });
  const { power, month } = await powerOf(db, userId);
  const { index, rank, next } = rankFor(power);
  const name = (key: string) => rankName(key, lang);
  return {
    military_rank: index + 1,
    military_rank_key: rank.key,
    military_rank_name: name(rank.key),
    power,
    month_score: month,
    next_rank_name: next ? name(next.key) : null,
    points_to_next: next ? next.threshold - power : null,
  };
}
