import type { ConversationSubjectKind } from "@ask/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric, sqlNumber } from "../../db/rows.js";

type Reader = Pick<Db, "execute">;

const LISTING_TABLES = {
  housing: "housing",
  sale: "sale_items",
  housekeeping: "housekeeping_items",
  job: "jobs",
} as const;

/** In-app path prefixes of each kind's detail page. */
const LINKS: Record<ConversationSubjectKind, string> = {
  housing: "/houseDetail?id=",
  sale: "/saleDetail?id=",
  housekeeping: "/housekeepingDetail?id=",
  job: "/jobDetail?id=",
  product: "/product?id=",
  merchant: "/merchants/",
  user: "/user?id=",
};

export const subjectLink = (kind: ConversationSubjectKind, linkId: number) => `${LINKS[kind]}${linkId}`;

/**
 * The owner of a subject a reader can see now (published, an active listing or product, a merchant,
 * an account that is not banned); null when there is no such visible subject.
 */
export async function visibleSubjectOwner(
  db: Reader,
  kind: ConversationSubjectKind,
  id: number,
): Promise<number | null> {
  const query: SQL =
    kind === "product"
      ? sql`select m.owner_id from products p join merchants m on m.id = p.merchant_id
          where p.id = ${id} and p.moderation is null and p.active`
      : kind === "merchant"
        ? sql`select owner_id from merchants where id = ${id}`
        : kind === "user"
          ? sql`select id as owner_id from users where id = ${id} and status <> 'banned'`
          : sql`select owner_id from ${sql.identifier(LISTING_TABLES[kind])}
              where id = ${id} and moderation is null and status = 'active'`;
  const [row] = await queryRows<{ owner_id: SqlNumeric }>(db, query);
  return row ? sqlNumber(row.owner_id) : null;
}

/**
 * SQL of a conversation's (alias `c`) subject: its title now (empty when gone) and the id its link
 * points at.
 */
export const subjectTitleSql = sql`case c.subject_kind
  when 'housing' then (select title from housing where id = c.subject_id)
  when 'sale' then (select title from sale_items where id = c.subject_id)
  when 'housekeeping' then (select title from housekeeping_items where id = c.subject_id)
  when 'job' then (select title from jobs where id = c.subject_id)
  when 'product' then (select name from products where id = c.subject_id)
  when 'merchant' then (select name from merchants where id = c.subject_id)
  when 'user' then (select username from users where id = c.subject_id)
  end`;

export const subjectLinkIdSql = sql`c.subject_id`;
