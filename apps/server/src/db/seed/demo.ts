import { deriveQuestionTitle, yuanToFen } from "@ask/contracts";
import { eq, inArray, sql } from "drizzle-orm";
import { firstImage, htmlToText, sanitizeRichText } from "../../lib/sanitize.js";
import { documentTokens } from "../../lib/search-tokens.js";
import { escrowBonus } from "../../modules/settlement/bonus.service.js";
import { postTransaction } from "../../modules/wallet/ledger.js";
import type { Db } from "../client.js";
import { tsvectorFromTokens } from "../rows.js";
import {
  categories,
  channels,
  commentRatings,
  comments,
  experts,
  questionFavorites,
  questionReactions,
  questions,
  questionViews,
  users,
} from "../schema/index.js";
import { DEMO_QUESTIONS, DEMO_USERS } from "./content/demo.js";
import { demoAccountExists, unknowablePasswordHash } from "./demo-accounts.js";

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Demo users, questions and answers so that a fresh `npm start` shows a living site. Runs once: it
 * does nothing when the demo users already exist. Demo users get random passwords nobody knows, so
 * they cannot be logged into. Every counter is backed by real rows (likes, favorites, views, ratings),
 * and every bonus by a recharge and an escrow in the ledger; past deadlines are settled by the job.
 */
export async function seedDemoContent(db: Db): Promise<boolean> {
  const first = DEMO_USERS[0];
  if (!first) return false;
  if (await demoAccountExists(db, first.username)) return false;

  await db.transaction(async (tx) => {
    const channelRows = await tx.select({ id: channels.id, key: channels.key }).from(channels);
    const channelId = new Map(channelRows.map((c) => [c.key, c.id]));
    const categoryKeys = DEMO_QUESTIONS.flatMap((q) => [q.categoryTop, q.category]);
    const categoryRows = await tx
      .select({ id: categories.id, key: categories.key })
      .from(categories)
      .where(inArray(categories.key, categoryKeys));
    const categoryId = new Map(categoryRows.map((c) => [c.key, c.id]));
    const need = <T>(map: Map<string, T>, key: string): T => {
      const value = map.get(key);
      if (value === undefined) throw new Error(`demo data refers to unknown key ${key}`);
      return value;
    };

    const userId = new Map<string, number>();
    /** The channel each demo expert is approved for (demo experts are approved, like any real one). */
    const expertChannel = new Map<string, number>();
    for (const demo of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          username: demo.username,
          passwordHash: await unknowablePasswordHash(),
          role: demo.role,
          lang: demo.lang,
        })
        .returning({ id: users.id });
      if (!row) throw new Error("demo user not stored");
      userId.set(demo.username, row.id);
      if (demo.role === "expert" && demo.expertChannel) {
        const approvedChannel = need(channelId, demo.expertChannel);
        expertChannel.set(demo.username, approvedChannel);
        const [expert] = await tx
          .insert(experts)
          .values({ userId: row.id, channelId: approvedChannel, status: "approved", approvedAt: new Date() })
          .returning({ id: experts.id });
        await tx.update(users).set({ expertId: expert?.id }).where(eq(users.id, row.id));
      }
    }

    const now = Date.now();
    for (const demo of DEMO_QUESTIONS) {
      const createdAt = new Date(now - demo.daysAgo * DAY_MS);
      const content = sanitizeRichText(demo.contentHtml);
      const text = htmlToText(content);
      const title = deriveQuestionTitle(text);
      const authorId = need(userId, demo.author);
      const [question] = await tx
        .insert(questions)
        .values({
          userId: authorId,
          title,
          channelId: need(channelId, demo.channel),
          categoryTopId: need(categoryId, demo.categoryTop),
          categoryId: need(categoryId, demo.category),
          content,
          contentText: text,
          imageUrl: firstImage(content),
          bonusFen: yuanToFen(demo.bonusYuan),
          paidFen: yuanToFen(demo.paidYuan),
          bonusRule: demo.bonusRule,
          deadline: new Date(now + demo.deadlineInDays * DAY_MS),
          isPublic: demo.isPublic,
          likesCount: demo.likedBy.length,
          favoritesCount: demo.favoritedBy.length,
          commentsCount: demo.comments.length,
          searchVector: tsvectorFromTokens(documentTokens(`${title} ${text}`)),
          createdAt,
        })
        .returning({ id: questions.id });
      if (!question) throw new Error("demo question not stored");
      const questionId = question.id;
      // The demo publisher tops up exactly the bonus and fee, which then go into escrow like any bonus.
      const escrowFen = yuanToFen(demo.bonusYuan) + yuanToFen(demo.paidYuan);
      if (escrowFen > 0) {
        await postTransaction(tx, {
          kind: "recharge",
          initiatorId: authorId,
          details: { demo: true },
          postings: [
            { account: { kind: "platform_cash" }, amountFen: -escrowFen, logType: "internal" },
            {
              account: { kind: "user_available", userId: authorId },
              amountFen: escrowFen,
              logType: "recharge",
            },
          ],
        });
        await escrowBonus(tx as unknown as Db, questionId, authorId, escrowFen);
      }

      for (const name of demo.likedBy) {
        await tx.insert(questionReactions).values({ questionId, userId: need(userId, name), kind: "like" });
      }
      for (const name of demo.favoritedBy) {
        await tx.insert(questionFavorites).values({ questionId, userId: need(userId, name) });
      }
      const viewers = new Set([...demo.likedBy, ...demo.favoritedBy, ...demo.comments.map((c) => c.author)]);
      for (const name of viewers) {
        await tx
          .insert(questionViews)
          .values({ questionId, viewer: `u:${need(userId, name)}`, day: sql`current_date` });
      }
      await tx.update(questions).set({ views: viewers.size }).where(eq(questions.id, questionId));

      for (const comment of demo.comments) {
        const [row] = await tx
          .insert(comments)
          .values({
            questionId,
            userId: need(userId, comment.author),
            content: comment.content,
            createdAt: new Date(createdAt.getTime() + comment.hoursAfterQuestion * HOUR_MS),
            expertChannelId:
              expertChannel.get(comment.author) === need(channelId, demo.channel)
                ? need(channelId, demo.channel)
                : null,
          })
          .returning({ id: comments.id });
        if (row && comment.publisherRating) {
          await tx
            .insert(commentRatings)
            .values({ commentId: row.id, userId: authorId, score: comment.publisherRating });
        }
      }
    }
  });
  return true;
}
