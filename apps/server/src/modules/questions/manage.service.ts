import { listTotal, type ManageList, type ManageQuery } from "@ask/contracts";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";
import { comments, questions } from "../../db/schema/index.js";
import { toTsQuery } from "../../lib/search-tokens.js";
import { presentSummary } from "./question-presenter.js";
import * as q from "./questions.queries.js";
import { visibleTo } from "./visibility.js";

/**
 * The manage tab: the caller's questions, or the questions the caller answered, filtered by the
 * question's month and year, a keyword (the same index-backed search as the list) and status, with
 * real counts per status for the same filters.
 */
export async function manageList(db: Db, callerId: number, query: ManageQuery): Promise<ManageList> {
  const base: SQL[] =
    query.kind === "questions"
      ? [eq(questions.userId, callerId), isNull(questions.deletedAt)]
      : [
          visibleTo(callerId),
          sql`exists (select 1 from ${comments} where ${comments.questionId} = ${questions.id} and ${comments.userId} = ${callerId})`,
        ];
  if (query.year) base.push(sql`extract(year from ${questions.createdAt}) = ${query.year}`);
  if (query.month) base.push(sql`extract(month from ${questions.createdAt}) = ${query.month}`);
  if (query.search) {
    const tsquery = toTsQuery(query.search);
    base.push(tsquery ? sql`${questions.searchVector} @@ ${tsquery}::tsquery` : sql`false`);
  }
  const filtered = and(...base);
  const where = query.status ? and(filtered, sql`${q.statusSql} = ${query.status}`) : filtered;
  const [rows, total, byStatus] = await Promise.all([
    q.listSummaries(db, where, query.skip, query.limit),
    q.countQuestions(db, where),
    queryRows<{ status: string; n: number }>(
      db,
      sql`select ${q.statusSql} as status, count(*)::int as n from ${questions} where ${filtered} group by 1`,
    ),
  ]);
  const counts = { all: 0, pending: 0, todo: 0, done: 0, rejected: 0 };
  for (const row of byStatus) {
    counts[row.status as keyof typeof counts] = row.n;
    counts.all += row.n;
  }
  return { items: rows.map(presentSummary), ...listTotal(total), counts };
}
