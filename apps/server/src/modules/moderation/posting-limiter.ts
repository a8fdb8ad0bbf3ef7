import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { DAY_MS, HOUR_MS, type PostingAction, type PostingLimits } from "./posting-limits.js";
import { selectAccountStanding } from "./posting-limits.queries.js";

type Counter = (key: string, windowMs: number) => Promise<number>;

const NOUNS: Record<PostingAction, string> = {
  question: "questions",
  answer: "answers",
  listing: "listings",
  report: "reports",
  conversation: "new conversations",
  message: "messages",
};

/**
 * Questions, answers, listings and reports per account per hour and per day (issue 17 item 5), counted
 * on the shared rate-limit store so every server process sees one count. New accounts (younger than
 * `newAccountHours`) and accounts without a verified phone get the tighter `new` tier. Every attempt
 * counts, an over-limit one too: hammering does not reset anything.
 */
export class PostingLimiter {
  constructor(
    private readonly db: Db,
    private readonly limits: PostingLimits | null,
    private readonly count: Counter,
  ) {}

  async check(userId: number, action: PostingAction, now = Date.now()): Promise<void> {
    const limits = this.limits;
    if (!limits) return;
    const standing = await selectAccountStanding(this.db, userId);
    if (!standing) return;
    const young = now - standing.createdAt.getTime() < limits.newAccountHours * HOUR_MS;
    const tier = young || !standing.isPhoneVerified ? limits[action].new : limits[action].trusted;
    // The account's creation time makes the key unique beyond this database (a Redis shared by test
    // databases or a restored backup never mixes two accounts that happen to share an id).
    const account = `${userId}.${standing.createdAt.getTime()}`;
    const [hour, day] = await Promise.all([
      this.count(`post:${action}:h:${account}`, HOUR_MS),
      this.count(`post:${action}:d:${account}`, DAY_MS),
    ]);
    if (hour > tier.hour || day > tier.day) {
      const which = hour > tier.hour ? `${tier.hour} in an hour` : `${tier.day} in a day`;
      throw new AppError(
        429,
        "too_many_requests",
        `You have reached the limit for ${NOUNS[action]} (${which}); please try again later`,
      );
    }
  }
}
