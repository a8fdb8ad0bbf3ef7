import type { ActivityListingKind, Role, UserStatus } from "@ask/contracts";
import { and, desc, eq, ilike, not, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric, sqlNumber } from "../../db/rows.js";
import {
  comments,
  housekeepingItems,
  housing,
  jobs,
  questions,
  reports,
  saleItems,
  users,
} from "../../db/schema/index.js";

type Reader = Pick<Db, "select" | "execute">;

/** How many of each kind the recent activity holds. */
export const RECENT_ITEMS = 5;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A ban that has not ended (a ban with an end in the past ends by itself; bans.service.ts). */
const bannedNow = sql`(${users.status} = 'banned' and (${users.bannedUntil} is null or ${users.bannedUntil} > now()))`;

export const userSummaryColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  role: users.role,
  banned: sql<boolean>`${bannedNow}`,
  banReason: users.banReason,
  bannedUntil: users.bannedUntil,
  phone: users.phone,
  phoneVerified: users.isPhoneVerified,
  emailVerified: users.isEmailVerified,
  createdAt: users.createdAt,
};

export interface UserSearch {
  q?: string | undefined;
  role?: Role | undefined;
  status?: UserStatus | undefined;
  limit: number;
  offset: number;
}

/**
 * The text matches a username (any part, case-insensitive), an id (all digits) or a phone number (four
 * or more digits, spaces, dashes, brackets and + ignored on both sides). Exact id and username first.
 */
function matchText(q: string): { where: SQL; rank: SQL } {
  const matches: SQL[] = [ilike(users.username, `%${escapeLike(q)}%`)];
  const id = /^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647 ? Number(q) : null;
  if (id !== null) matches.push(eq(users.id, id));
  const digits = q.replace(/\D/g, "");
  if (digits.length >= 4 && /^[\d\s+()-]+$/.test(q)) {
    matches.push(sql`regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  const exact = sql`(${users.id} = ${id ?? 0} or lower(${users.username}) = lower(${q}))`;
  return { where: or(...matches) as SQL, rank: sql`${exact} desc` };
}

/** One page of accounts (one more than `limit`, so the caller knows if more follow). */
export async function searchUsers(db: Reader, search: UserSearch) {
  const conditions: SQL[] = [];
  const order: SQL[] = [];
  if (search.q) {
    const text = matchText(search.q);
    conditions.push(text.where);
    order.push(text.rank);
  }
  if (search.role) conditions.push(eq(users.role, search.role));
  if (search.status === "banned") conditions.push(bannedNow);
  if (search.status === "active") conditions.push(not(bannedNow));
  return db
    .select(userSummaryColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(...order, desc(users.id))
    .limit(search.limit + 1)
    .offset(search.offset);
}

export async function userSummary(db: Reader, userId: number) {
  const [row] = await db.select(userSummaryColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** The user's questions, answers and listings (every kind), counted; hidden or held content included. */
export async function activityCounts(db: Reader, userId: number) {
  const [row] = await queryRows<{ questions: SqlNumeric; answers: SqlNumeric; listings: SqlNumeric }>(
    db,
    sql`select
      (select count(*) from questions where user_id = ${userId}) as questions,
      (select count(*) from comments where user_id = ${userId}) as answers,
      (select count(*) from housing where owner_id = ${userId})
        + (select count(*) from sale_items where owner_id = ${userId})
        + (select count(*) from housekeeping_items where owner_id = ${userId})
        + (select count(*) from jobs where owner_id = ${userId}) as listings`,
  );
  return {
    questions: sqlNumber(row?.questions),
    answers: sqlNumber(row?.answers),
    listings: sqlNumber(row?.listings),
  };
}

/** The sum of the user's withdrawals that are neither completed nor failed, in fen. */
export async function pendingWithdrawalsFen(db: Reader, userId: number) {
  const [row] = await queryRows<{ sum: SqlNumeric | null }>(
    db,
    sql`select sum(amount_fen) as sum from payment_orders
      where user_id = ${userId} and kind = 'withdraw' and status = 'pending'`,
  );
  return sqlNumber(row?.sum);
}

export async function recentQuestions(db: Reader, userId: number) {
  return db
    .select({ id: questions.id, title: questions.title, createdAt: questions.createdAt })
    .from(questions)
    .where(eq(questions.userId, userId))
    .orderBy(desc(questions.id))
    .limit(RECENT_ITEMS);
}

export async function recentAnswers(db: Reader, userId: number) {
  return db
    .select({
      id: comments.id,
      questionId: comments.questionId,
      questionTitle: questions.title,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .innerJoin(questions, eq(questions.id, comments.questionId))
    .where(eq(comments.userId, userId))
    .orderBy(desc(comments.id))
    .limit(RECENT_ITEMS);
}

const LISTING_TABLES = { housing, sale: saleItems, housekeeping: housekeepingItems, job: jobs } as const;

/** The latest listings of every kind together, newest first. */
export async function recentListings(db: Reader, userId: number) {
  const perKind = await Promise.all(
    (Object.keys(LISTING_TABLES) as ActivityListingKind[]).map(async (kind) => {
      const table = LISTING_TABLES[kind];
      const rows = await db
        .select({ id: table.id, title: table.title, createdAt: table.createdAt })
        .from(table)
        .where(eq(table.ownerId, userId))
        .orderBy(desc(table.id))
        .limit(RECENT_ITEMS);
      return rows.map((row) => ({ ...row, kind }));
    }),
  );
  return perKind
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, RECENT_ITEMS);
}

/** Open reports whose target is this user, oldest first, with the reporter's name. */
export async function openReportsAgainst(db: Reader, userId: number) {
  return db
    .select({
      id: reports.id,
      reason: reports.reason,
      note: reports.note,
      reporterId: reports.reporterId,
      reporterName: users.username,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(and(eq(reports.targetType, "user"), eq(reports.targetId, userId), eq(reports.status, "open")))
    .orderBy(reports.id)
    .limit(50);
}
