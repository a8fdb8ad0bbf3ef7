import {
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserSummary,
  fenToYuan,
  type ReportReason,
  type Role,
} from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import { walletBalance } from "../wallet/wallet.service.js";
import {
  activityCounts,
  openReportsAgainst,
  pendingWithdrawalsFen,
  recentAnswers,
  recentListings,
  recentQuestions,
  searchUsers,
  type UserSearch,
  userSummary,
} from "./admin-users.queries.js";

/**
 * A phone number as an administrator sees it: every digit but the last four replaced by `•`, other
 * characters (+, spaces) kept, so the shape and the end tell accounts apart without revealing the number.
 * Numbers of four digits or fewer are hidden whole.
 */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const total = phone.replace(/\D/g, "").length;
  const keep = total > 4 ? 4 : 0;
  let seen = 0;
  return phone.replace(/\d/g, (digit) => (++seen > total - keep ? digit : "•"));
}

type SummaryRow = NonNullable<Awaited<ReturnType<typeof userSummary>>>;

const present = (row: SummaryRow): AdminUserSummary => ({
  id: row.id,
  username: row.username,
  display_name: row.displayName,
  role: row.role as Role,
  status: row.banned ? "banned" : "active",
  ban_reason: row.banned ? row.banReason : null,
  banned_until: row.banned ? (row.bannedUntil?.toISOString() ?? null) : null,
  phone: maskPhone(row.phone),
  phone_verified: row.phoneVerified,
  email_verified: row.emailVerified,
  created_at: row.createdAt.toISOString(),
});

export async function listUsers(db: Db, search: UserSearch): Promise<AdminUserList> {
  const rows = await searchUsers(db, search);
  return { items: rows.slice(0, search.limit).map(present), has_more: rows.length > search.limit };
}

/** One account for the administrators' users page: its summary, money, activity and open reports. */
export async function userDetail(db: Db, userId: number): Promise<AdminUserDetail> {
  const row = await userSummary(db, userId);
  if (!row) throw notFound("User");
  const [balance, pendingFen, counts, questions, answers, listings, reports] = await Promise.all([
    walletBalance(db, userId),
    pendingWithdrawalsFen(db, userId),
    activityCounts(db, userId),
    recentQuestions(db, userId),
    recentAnswers(db, userId),
    recentListings(db, userId),
    openReportsAgainst(db, userId),
  ]);
  return {
    ...present(row),
    balance: {
      available: fenToYuan(balance.balanceFen),
      withdrawable: fenToYuan(balance.withdrawableFen),
      pending_withdrawals: fenToYuan(pendingFen),
    },
    counts,
    recent: {
      questions: questions.map((q) => ({ id: q.id, title: q.title, created_at: q.createdAt.toISOString() })),
      answers: answers.map((a) => ({
        id: a.id,
        question_id: a.questionId,
        question_title: a.questionTitle,
        created_at: a.createdAt.toISOString(),
      })),
      listings: listings.map((l) => ({
        id: l.id,
        kind: l.kind,
        title: l.title,
        created_at: l.createdAt.toISOString(),
      })),
    },
    open_reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason as ReportReason,
      note: r.note,
      reporter_id: r.reporterId,
      reporter_name: r.reporterName,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
