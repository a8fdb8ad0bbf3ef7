import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";

/**
 * What similar and related questions may show: public questions that are not deleted and not under
 * moderation, for everyone.
 */
const SHOWN = sql`is_public and deleted_at is null and moderation is null`;

/** The newest questions (those shown among them) tell how common a term is, and are compared with all terms. */
export const SIMILAR_WINDOW = 2000;

/** Rows read from the GIN index for the distinctive terms at most (they are rare: usually all of them). */
export const SIMILAR_GIN_ROWS = 500;
/** The rarest terms looked up in the GIN index (in pairs: 15 pairs of 6). */
const GIN_TERMS = 6;

const NEWEST_FIRST = sql`created_at desc nulls last, id desc nulls last`;
const CANDIDATE_COLUMNS = sql`id, title, comments_count, is_paid, created_at, category_id, category_top_id, search_vector`;
/**
 * The shown questions among the newest SIMILAR_WINDOW: the limit applies to the bare list index
 * (filters outside it), so the plan is that index's walk whatever the statistics say about the filters.
 */
const recentWindow = (columns: SQL) =>
  sql`(select ${columns} from (select * from questions order by ${NEWEST_FIRST} limit ${SIMILAR_WINDOW}) newest
    where ${SHOWN})`;

/**
 * How many of the newest SIMILAR_WINDOW shown questions contain each term: one walk of the list index,
 * whatever the table's size or its statistics (a GIN lookup of a term in every row would read all
 * its postings).
 */
function termCountsSql(terms: string[]): SQL {
  const counts = terms.map((term) => sql`count(*) filter (where search_vector @@ ${term}::tsquery)`);
  return sql`select count(*) as window, ${sql.join(
    counts.map((c, i) => sql`${c} as ${sql.identifier(`t${i}`)}`),
    sql`, `,
  )} from ${recentWindow(sql`search_vector`)} w`;
}

export async function termCountsInWindow(
  db: Db,
  terms: string[],
): Promise<{ window: number; counts: number[] }> {
  const [row] = await queryRows<Record<string, string | number>>(db, termCountsSql(terms));
  return {
    window: Number(row?.window ?? 0),
    counts: terms.map((_, i) => Number(row?.[`t${i}`] ?? 0)),
  };
}

export interface SimilarRow {
  id: number;
  title: string;
  comments_count: number;
  is_paid: boolean;
  created_at: string | Date;
  score: number;
  matched: number;
}

/**
 * The best-scoring candidates: the shown questions with two of the rarest distinctive terms (from the
 * GIN index, at most SIMILAR_GIN_ROWS) and those among the newest SIMILAR_WINDOW with any term. Score: the sum of the matched
 * terms' weights (plus `categoryBonus` in the given category); at least `minMatched` terms must match.
 */
type MatchInput = {
  terms: { term: string; weight: number; distinctive: boolean }[];
  limit: number;
  minMatched: number;
  excludeId?: number;
  category?: { id: number | null; top: number; bonus: number };
};

export async function bestMatches(db: Db, input: MatchInput): Promise<SimilarRow[]> {
  return queryRows<SimilarRow>(db, bestMatchesSql(input));
}

function bestMatchesSql(input: MatchInput): SQL {
  const { terms } = input;
  const any = (list: string[]) => list.map((t) => `(${t})`).join(" | ");
  // From the index: the questions with two of the rarest distinctive terms (one, if there is only one).
  const distinctive = terms
    .filter((t) => t.distinctive)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, GIN_TERMS)
    .map((t) => t.term);
  const pairs = distinctive.flatMap((a, i) => distinctive.slice(i + 1).map((b) => `${a} & ${b}`));
  const ginQuery = distinctive.length === 1 ? distinctive : pairs;
  // Each source carries the columns scored and shown: no join back to the table (whose plan, a hash
  // join over the whole table when the planner misjudges the candidates, would grow with it).
  const fromGin = ginQuery.length
    ? sql`(select ${CANDIDATE_COLUMNS} from questions where ${SHOWN} and search_vector @@ ${any(ginQuery)}::tsquery
        limit ${SIMILAR_GIN_ROWS})`
    : null;
  const fromRecent = sql`(select * from ${recentWindow(CANDIDATE_COLUMNS)} w
      where search_vector @@ ${any(terms.map((t) => t.term))}::tsquery)`;
  const candidates = fromGin ? sql`${fromGin} union all ${fromRecent}` : fromRecent;
  const hit = (term: string) => sql`(search_vector @@ ${term}::tsquery)::int`;
  const score = sql.join(
    terms.map((t) => sql`${hit(t.term)} * ${t.weight}::float8`),
    sql` + `,
  );
  const matched = sql.join(
    terms.map((t) => hit(t.term)),
    sql` + `,
  );
  const category = input.category;
  const bonus = category
    ? sql` + case when category_id is not distinct from ${category.id} and ${category.id}::int is not null
          then ${category.bonus}::float8 when category_top_id = ${category.top} then ${category.bonus / 2}::float8
          else 0 end`
    : sql``;
  const exclude = input.excludeId === undefined ? sql`` : sql`where id <> ${input.excludeId}`;
  return sql`select id, title, comments_count, is_paid, created_at, score, matched from (
      select distinct on (id) id, title, comments_count, is_paid, created_at,
        (${score})${bonus} as score, (${matched}) as matched
      from (${candidates}) c ${exclude} order by id
    ) s where matched >= ${input.minMatched}
    order by score desc, created_at desc, id desc limit ${input.limit}`;
}

/** The plans of the two statements of a similar-questions lookup (search plan tests). */
export async function explainSimilar(
  db: Db,
  input: MatchInput,
): Promise<{ counts: string; matches: string }> {
  const plan = async (query: SQL) =>
    (await queryRows<{ "QUERY PLAN": string }>(db, sql`explain ${query}`))
      .map((r) => r["QUERY PLAN"])
      .join("\n");
  return {
    counts: await plan(termCountsSql(input.terms.map((t) => t.term))),
    matches: await plan(bestMatchesSql(input)),
  };
}

/** The newest shown questions of a category (or its top category), to fill a short related list. */
export async function newestInCategory(
  db: Db,
  input: { categoryId: number | null; topId: number; exclude: number[]; limit: number },
): Promise<SimilarRow[]> {
  const where =
    input.categoryId === null
      ? sql`category_top_id = ${input.topId}`
      : sql`category_id = ${input.categoryId}`;
  const exclude = input.exclude.length
    ? sql`and id not in (${sql.join(
        input.exclude.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return queryRows<SimilarRow>(
    db,
    sql`select id, title, comments_count, is_paid, created_at, 0 as score, 0 as matched from questions
      where ${SHOWN} and ${where} ${exclude}
      order by created_at desc, id desc limit ${input.limit}`,
  );
}

/** The source of a question's related list, if the viewer may see it (visibility decided by the caller). */
export async function relatedSource(
  db: Db,
  id: number,
  visible: SQL,
): Promise<{ title: string; text: string; category_id: number | null; category_top_id: number } | undefined> {
  const [row] = await queryRows<{
    title: string;
    text: string;
    category_id: number | null;
    category_top_id: number;
  }>(
    db,
    sql`select title, left(content_text, 400) as text, category_id, category_top_id from questions
      where id = ${id} and deleted_at is null and ${visible}`,
  );
  return row;
}
