import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";
import type { PageHead, PageHeadResolver } from "../../plugins/static-web.js";
import { jobPosting, jsonLdText, qaPage, saleProduct } from "./structured-data.js";

type Row = {
  title: string;
  body: string;
  image: string | null;
  visible: boolean;
  deleted: boolean;
};

/** The detail pages the server resolves: their table, text, image and who may see them anonymously. */
const PAGES: Record<string, { canonical: string; query: (id: number) => ReturnType<typeof sql> }> = {
  "/question": {
    canonical: "/question",
    query: (id) => sql`select title, content_text as body, image_url as image,
      (is_public and moderation is null and deleted_at is null) as visible, deleted_at is not null as deleted
      from questions where id = ${id}`,
  },
  "/houseDetail": listing("housing", "details", "/houseDetail"),
  "/saleDetail": listing("sale_items", "description", "/saleDetail"),
  "/housekeepingDetail": listing("housekeeping_items", "description", "/housekeepingDetail"),
  "/jobDetail": listing("jobs", "description", "/jobDetail"),
};

function listing(table: string, body: string, canonical: string) {
  return {
    canonical,
    query: (id: number) => sql`select title,
      regexp_replace(${sql.identifier(body)}, '<[^>]*>', ' ', 'g') as body, image_urls->>0 as image,
      moderation is null as visible, false as deleted from ${sql.identifier(table)} where id = ${id}`,
  };
}

/** The pages with structured data (schema.org JSON-LD). */
const STRUCTURED: Record<string, typeof qaPage | typeof jobPosting | typeof saleProduct> = {
  "/question": qaPage,
  "/jobDetail": jobPosting,
  "/saleDetail": saleProduct,
};

const DESCRIPTION_CHARS = 160;

const describe = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > DESCRIPTION_CHARS ? `${flat.slice(0, DESCRIPTION_CHARS - 1)}…` : flat;
};

/**
 * `/houseDetail/12` and `/houseDetail?id=12` are the same page (`inPath`: the id came in the path, the
 * old form); the id is a positive 32-bit integer.
 */
export function pageAndId(
  pathname: string,
  query: URLSearchParams,
): { page: string; id: number | null; inPath: boolean } | null {
  const [, base, segment] = /^(\/[A-Za-z]+)(?:\/([^/]+))?\/?$/.exec(pathname) ?? [];
  if (!base || !(base in PAGES)) return null;
  const raw = segment ?? query.get("id") ?? "";
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return { page: base, id: id > 0 && id <= 2_147_483_647 ? id : null, inPath: segment !== undefined };
}

/**
 * The page heads of the detail pages (issue 19 items 2 and 4), from the database: a question or a
 * listing a visitor without an account may see gets its own head; a missing, private or hidden one 404,
 * a deleted question 410.
 */
export function createPageHead(db: Pick<Db, "execute">): PageHeadResolver {
  return async (pathname: string, query: URLSearchParams, origin: string): Promise<PageHead | null> => {
    const target = pageAndId(pathname, query);
    if (!target) return null;
    const page = PAGES[target.page];
    if (!page || target.id === null) return { status: 404 };
    // The old form (`/saleDetail/12`, `/question/12/`) moves for good to the canonical one.
    if (target.inPath || pathname.endsWith("/")) {
      return { status: 301, location: `${page.canonical}?id=${target.id}` };
    }
    const [row] = await queryRows<Row>(db, page.query(target.id));
    if (!row) return { status: 404 };
    if (row.deleted) return { status: 410 };
    if (!row.visible) return { status: 404 };
    const build = STRUCTURED[target.page];
    const structured = build ? await build(db, target.id, origin) : null;
    return {
      status: 200,
      ...(structured ? { jsonLd: jsonLdText(structured) } : {}),
      title: row.title,
      description: describe(row.body || row.title),
      canonicalPath: `${page.canonical}?id=${target.id}`,
      image: row.image,
    };
  };
}
