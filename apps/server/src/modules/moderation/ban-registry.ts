import type { Database } from "../../db/client.js";
import { BAN_CHANNEL, selectBanInForce, selectBansInForce } from "./bans.queries.js";

/**
 * The banned accounts, in each server process's memory, so that checking a token costs no query:
 * loaded at start, and kept current by the ban channel (a ban made by any process reaches all of them
 * when it commits). After the database was away, when announcements may have been missed, it is
 * loaded again. A ban with an end date stops counting by itself.
 */
export class BanRegistry {
  /** user id → when the ban ends (null: until lifted). */
  private readonly bans = new Map<number, Date | null>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      BAN_CHANNEL,
      (payload) => {
        const userId = Number(payload);
        if (Number.isSafeInteger(userId)) void this.refresh(userId).catch(() => {});
      },
      () => void this.reload().catch(() => {}),
    );
    await this.reload();
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  isBanned(userId: number, now = new Date()): boolean {
    if (!this.bans.has(userId)) return false;
    const until = this.bans.get(userId);
    return until === null || until === undefined || until > now;
  }

  /** Reads one account's ban again (after a ban or unban of it, by this process or another). */
  async refresh(userId: number): Promise<void> {
    const row = await selectBanInForce(this.database.db, userId);
    if (row) this.bans.set(userId, row.bannedUntil);
    else this.bans.delete(userId);
  }

  private async reload(): Promise<void> {
    const rows = await selectBansInForce(this.database.db);
    this.bans.clear();
    for (const row of rows) this.bans.set(row.id, row.bannedUntil);
  }
}
