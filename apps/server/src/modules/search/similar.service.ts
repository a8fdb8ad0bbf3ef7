import { SIMILAR_LIMITS, type SimilarQuestion, type SimilarQuestions } from "@ask/contracts";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { similarityTerms } from "../../lib/search-tokens.js";
import { visibleTo } from "../questions/visibility.js";
import {
  bestMatches,
  newestInCategory,
  relatedSource,
  type SimilarRow,
  termCountsInWindow,
} from "./similar.queries.js";

/**
 * A term found in more than this share of the newest questions is common ("how", 问题): it is
 * compared only among the newest questions, never looked up in the GIN index, and weighs little.
 */
const COMMON_SHARE = 0.1;
/** Below this many questions the share says nothing: every term counts as distinctive. */
const MIN_WINDOW_FOR_SHARE = 20;

function present(row: SimilarRow): SimilarQuestion {
  return {
    id: Number(row.id),
    title: row.title,
    answers: Number(row.comments_count),
    is_paid: Boolean(row.is_paid),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The shown questions most like `text`, by weighted shared terms (an inverse document frequency
 * estimated on the newest questions). The cost does not grow with the table: one walk of the newest
 * SIMILAR_WINDOW questions for the weights, then at most SIMILAR_GIN_ROWS rows of the rare terms from
 * the GIN index plus that window, scored in one statement.
 */
async function mostSimilar(
  db: Db,
  text: string,
  options: { excludeId?: number; category?: { id: number | null; top: number } } = {},
): Promise<SimilarRow[]> {
  const terms = similarityTerms(text);
  if (!terms.length) return [];
  const { window, counts } = await termCountsInWindow(db, terms);
  const judged = window >= MIN_WINDOW_FOR_SHARE;
  const weighted = terms.map((term, i) => {
    const count = counts[i] ?? 0;
    return {
      term,
      weight: Math.log((window + 1) / (count + 0.5)) + 0.1,
      distinctive: !judged || count <= window * COMMON_SHARE,
    };
  });
  // A question must share two terms with a longer text, or one distinctive term with a short one.
  const useful = weighted.filter((t) => t.distinctive);
  if (!useful.length) return [];
  const maxWeight = Math.max(...weighted.map((t) => t.weight));
  return bestMatches(db, {
    terms: weighted,
    limit: SIMILAR_LIMITS.items,
    minMatched: Math.min(2, terms.length),
    excludeId: options.excludeId,
    category: options.category && { ...options.category, bonus: maxWeight },
  });
}

/** GET /api/questions/similar: the same for every caller (public questions only). */
export async function similarQuestions(db: Db, q: string): Promise<SimilarQuestions> {
  return { items: (await mostSimilar(db, q)).map(present) };
}

/**
 * GET /api/questions/{id}/related: questions like this one (its title and the start of its text, the
 * same category weighs more), filled up with the newest of its category; never itself. 404 when the
 * viewer may not see the question.
 */
export async function relatedQuestions(
  db: Db,
  viewerId: number | null,
  id: number,
): Promise<SimilarQuestions> {
  const source = await relatedSource(db, id, visibleTo(viewerId));
  if (!source)
    throw new AppError(404, "question_not_found", "This question does not exist or is not visible to you");
  const category = { id: source.category_id, top: source.category_top_id };
  const rows = await mostSimilar(db, `${source.title} ${source.text}`, { excludeId: id, category });
  if (rows.length < SIMILAR_LIMITS.items) {
    rows.push(
      ...(await newestInCategory(db, {
        categoryId: source.category_id,
        topId: source.category_top_id,
        exclude: [id, ...rows.map((r) => Number(r.id))],
        limit: SIMILAR_LIMITS.items - rows.length,
      })),
    );
  }
  return { items: rows.map(present) };
}
