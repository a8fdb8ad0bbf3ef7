import type { FastifyInstance } from "fastify";
import { CONVERSATIONS_CHANNEL, countUnread } from "../conversations/conversations.queries.js";
import { ROLE_CHANNEL, roleVersionOf } from "../users/role-version.js";
import { unreadCount } from "./messages.service.js";

/** The NOTIFY channel the messages trigger (migration 0006) announces recipients on. */
export const MESSAGES_CHANNEL = "messages_changed";

/**
 * What a user's live stream is told: the unread count, that their role changed (refresh /me), or that
 * one of their conversations changed (a new message, or read elsewhere) with the conversations' unread
 * count now (`conversation_id` null: the count only, as when the stream opens or after a block).
 */
export type LiveEvent =
  | { event: "unread"; data: { unread: number } }
  | { event: "role_changed"; data: { role_version: number } }
  | { event: "conversation"; data: { unread: number; conversation_id: number | null } };

type Listener = (message: LiveEvent) => void;

/**
 * Live unread counts. Each server process LISTENs on the database channel and pushes the new count
 * to its own open streams; a message written by any process (or by a background job) reaches the
 * user wherever their stream is connected — nothing is shared through process memory.
 */
export class LiveMessages {
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly pending = new Set<number>();
  private flushScheduled = false;
  private unlisten: (() => Promise<void>) | undefined;
  private unlistenRoles: (() => Promise<void>) | undefined;
  private unlistenConversations: (() => Promise<void>) | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async start(): Promise<void> {
    this.unlisten = await this.app.database.listen(
      MESSAGES_CHANNEL,
      (payload) => {
        const userId = Number(payload);
        if (Number.isSafeInteger(userId) && this.listeners.has(userId)) this.schedule(userId);
      },
      // Back after the database was away: what changed meanwhile was not announced, so every open
      // stream gets its count again.
      () => {
        for (const userId of this.listeners.keys()) this.schedule(userId);
      },
    );
    // users/role-version.ts announces role changes: the user's open app refreshes its session.
    this.unlistenRoles = await this.app.database.listen(
      ROLE_CHANNEL,
      (payload) => {
        const userId = Number(payload);
        if (Number.isSafeInteger(userId) && this.listeners.has(userId)) this.pushRole(userId);
      },
      // A role change during the outage was not announced: every open app asks /me again (cheap).
      () => {
        for (const userId of this.listeners.keys()) this.pushRole(userId);
      },
    );
    // modules/conversations announces `<userId>:<conversationId>` when a conversation changes for a user.
    this.unlistenConversations = await this.app.database.listen(
      CONVERSATIONS_CHANNEL,
      (payload) => {
        const [userId, conversationId] = payload.split(":").map(Number);
        if (userId !== undefined && Number.isSafeInteger(userId) && this.listeners.has(userId))
          this.pushConversation(userId, conversationId ? conversationId : null);
      },
      () => {
        for (const userId of this.listeners.keys()) this.pushConversation(userId, null);
      },
    );
  }

  /** Ends every open stream (so the server can close) and stops listening. */
  async stop(): Promise<void> {
    for (const end of this.streams) end();
    this.streams.clear();
    await this.unlisten?.();
    this.unlisten = undefined;
    await this.unlistenRoles?.();
    this.unlistenRoles = undefined;
    await this.unlistenConversations?.();
    this.unlistenConversations = undefined;
  }

  /** Open streams' end functions, ended on shutdown. */
  readonly streams = new Set<() => void>();

  /** Registers a stream of one user; returns the function that removes it. */
  subscribe(userId: number, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size) this.listeners.delete(userId);
    };
  }

  /** Several notifications for one user in one transaction become one count query. */
  private schedule(userId: number): void {
    this.pending.add(userId);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      const users = [...this.pending];
      this.pending.clear();
      for (const id of users) this.push(id);
    });
  }

  private push(userId: number): void {
    unreadCount(this.app.db, userId).then(
      ({ unread }) => {
        for (const listener of this.listeners.get(userId) ?? [])
          listener({ event: "unread", data: { unread } });
      },
      (err) => this.app.log.warn({ err, userId }, "live unread count failed"),
    );
  }

  private pushRole(userId: number): void {
    roleVersionOf(this.app.db, userId).then(
      (version) => {
        const message: LiveEvent = { event: "role_changed", data: { role_version: version } };
        for (const listener of this.listeners.get(userId) ?? []) listener(message);
      },
      (err) => this.app.log.warn({ err, userId }, "live role version failed"),
    );
  }

  /** The conversations' unread count now, and which conversation changed (the web refreshes it). */
  pushConversation(userId: number, conversationId: number | null): void {
    countUnread(this.app.db, userId).then(
      (unread) => {
        const message: LiveEvent = {
          event: "conversation",
          data: { unread, conversation_id: conversationId },
        };
        for (const listener of this.listeners.get(userId) ?? []) listener(message);
      },
      (err) => this.app.log.warn({ err, userId }, "live conversation count failed"),
    );
  }
}
