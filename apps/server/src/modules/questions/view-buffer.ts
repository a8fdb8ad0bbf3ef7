import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/client.js";
import { isInProcess } from "../../lib/in-process.js";
import { optionalUserId } from "../../plugins/auth.js";
import { type PendingView, recordViews } from "./questions.queries.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Question views read in this process and not yet written (see QuestionViewBuffer). */
    questionViews: QuestionViewBuffer;
  }
}

/** The largest question id (an `integer` column): anything else is not a view of a question. */
const MAX_ID = 2_147_483_647;

/** One view per viewer per day: a logged-in user by id, a visitor by a hash of address and browser. */
export function viewerKey(request: FastifyRequest): string {
  const userId = optionalUserId(request);
  if (userId !== null) return `u:${userId}`;
  const agent = request.headers["user-agent"] ?? "";
  return `a:${createHash("sha256").update(`${request.ip}|${agent}`).digest("base64url").slice(0, 32)}`;
}

export interface ViewBufferOptions {
  /** How often pending views are written (VIEW_FLUSH_MS); 0: only when full and at close (tests). */
  flushMs: number;
  /** Pending views kept at most (VIEW_BUFFER_MAX); reaching it writes them at once. */
  maxPending: number;
  log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

/**
 * Question views without a write per read (issue 20 item 3). A read only notes (question, viewer) in
 * memory — once per pair — and every `flushMs` the pairs noted since the last write go to the database
 * in one statement (`recordViews`), which keeps the rule "once per viewer per day": the primary key of
 * `question_views` decides, so a viewer read through two processes counts once. The counter is at most
 * `flushMs` (plus the write) late.
 *
 * Bounded: at most `maxPending` pairs wait; reaching it writes them at once. One write at a time (a
 * flush asked for during a write runs right after it), so at most `maxPending` more are in flight. A
 * failed write (database unreachable) puts its pairs back to be retried by the next flush, as many as
 * fit; only what does not fit is dropped, and logged. Nothing is lost on shutdown: `close()` (the app's
 * onClose, after the server stopped taking requests and before the database closes) writes the rest.
 */
export class QuestionViewBuffer {
  private pending = new Map<number, Set<string>>();
  private size = 0;
  private dropped = 0;
  private running: Promise<number> | undefined;
  private queued: Promise<number> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: ViewBufferOptions,
  ) {}

  /** Views noted and not yet written. */
  get pendingCount(): number {
    return this.size;
  }

  /** Notes that `viewer` read question `questionId` (an answer they may see was sent to them). */
  record(questionId: number, viewer: string): void {
    const viewers = this.pending.get(questionId);
    if (viewers?.has(viewer)) return;
    if (this.size >= this.options.maxPending) {
      this.dropped++;
      return;
    }
    if (viewers) viewers.add(viewer);
    else this.pending.set(questionId, new Set([viewer]));
    this.size++;
    if (this.size === this.options.maxPending) this.flushLogged();
  }

  /** Writes every view noted so far (after the write in progress, if any); resolves to those counted. */
  flush(): Promise<number> {
    if (!this.running) return this.write();
    this.queued ??= this.running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.queued = undefined;
        return this.write();
      });
    return this.queued;
  }

  /** Flushes every `flushMs` (unless 0) until `close()`. */
  start(): void {
    if (this.options.flushMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      if (!this.queued && this.size > 0) this.flushLogged();
    }, this.options.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    const left = this.size;
    await this.flush().catch((err: unknown) =>
      this.options.log.error({ err, views: left }, "question views not written at shutdown"),
    );
  }

  private flushLogged(): void {
    this.flush().catch((err: unknown) =>
      this.options.log.error({ err, views: this.size }, "writing question views failed; retried later"),
    );
  }

  private write(): Promise<number> {
    const batch = this.take();
    const run = (batch.length ? recordViews(this.db, batch) : Promise.resolve(0))
      .catch((err: unknown) => {
        for (const view of batch) this.record(view.questionId, view.viewer);
        throw err;
      })
      .finally(() => {
        if (this.running === run) this.running = undefined;
      });
    this.running = run;
    if (this.dropped > 0) {
      this.options.log.warn({ dropped: this.dropped }, "question view buffer full: views dropped");
      this.dropped = 0;
    }
    return run;
  }

  private take(): PendingView[] {
    const batch: PendingView[] = [];
    for (const [questionId, viewers] of this.pending)
      for (const viewer of viewers) batch.push({ questionId, viewer });
    this.pending = new Map();
    this.size = 0;
    return batch;
  }
}

/** The question a successful GET of the question page (`/question?id=`) shows, else null. */
function questionOfPage(request: FastifyRequest): number | null {
  const [path, search = ""] = request.url.split("?");
  if (path !== "/question") return null;
  return questionId(new URLSearchParams(search).get("id"));
}

function questionId(raw: unknown): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/**
 * Notes a view of the question whose detail the response carried: the detail route's `onResponse`, so
 * it runs for an answer from the public cache (which answers in onRequest, before the handler) as for a
 * computed one. Only a 200 counts: the reader may see the question.
 */
export async function countDetailView(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (reply.statusCode !== 200 || request.method !== "GET" || isInProcess(request)) return;
  const id = questionId((request.params as { id?: unknown }).id);
  if (id !== null) request.server.questionViews.record(id, viewerKey(request));
}

/**
 * The view buffer of this process (`app.questionViews`), flushed every `flushMs` and at close. A
 * visitor who opens a question's page (`/question?id=`) gets the detail inside it and the app does not
 * ask the API again, so the page's 200 counts the view too.
 */
export const questionViewsPlugin = fp(async (app: FastifyInstance, opts: Omit<ViewBufferOptions, "log">) => {
  const buffer = new QuestionViewBuffer(app.db, { ...opts, log: app.log });
  app.decorate("questionViews", buffer);
  app.addHook("onReady", async () => buffer.start());
  // onClose hooks run last-registered first: this one before the database's (registered earlier).
  app.addHook("onClose", async () => buffer.close());
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode !== 200 || request.method !== "GET" || isInProcess(request)) return;
    const id = questionOfPage(request);
    if (id !== null) buffer.record(id, viewerKey(request));
  });
});
