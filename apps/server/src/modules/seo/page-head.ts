import { LANG_QUERY } from "@ask/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows } from "../../db/rows.js";
import type { PageHead, PageHeadResolver } from "../../plugins/static-web.js";
import { jobPosting, jsonLdText, qaPage, saleProduct, storeProduct } from "./structured-data.js";

type Row = {
  title: string;
  body: string;
  image: string | null;
  visible: boolean;
  deleted: boolean;
};

/**
 * The detail pages the server resolves: their table, text, image and who may see them anonymously;
 * `idInPath`: the canonical address carries the id as a path segment (`/merchants/12`), not `?id=`.
 */
const PAGES: Record<
  string,
  { canonical: string; idInPath?: boolean; query: (id: number) => ReturnType<typeof sql> }
> = {
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
  // A poster's profile: any account the API shows a visitor a card of (a banned one too, as the API
  // does; a ban may hide its content, not the account).
  "/user": {
    canonical: "/user",
    query: (id) => sql`select username as title, concat_ws(' · ', username, level, location) as body,
      avatar as image, true as visible, false as deleted from users where id = ${id}`,
  },
  // A product withdrawn by its merchant (not active) is gone for good.
  "/product": {
    canonical: "/product",
    query: (id) => sql`select name as title, description as body, image_url as image,
      moderation is null as visible, not active as deleted from products where id = ${id}`,
  },
  "/merchants": {
    canonical: "/merchants",
    idInPath: true,
    query: (id) => sql`select name as title, description as body, null as image, true as visible,
      false as deleted from merchants where id = ${id}`,
  },
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
  "/product": storeProduct,
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
    // The home page has one address, /home: the app's links name it and it moves / there itself.
    if (pathname === "/") {
      const rest = new URLSearchParams(query);
      rest.delete(LANG_QUERY);
      return { status: 301, location: `/home${rest.toString() ? `?${rest}` : ""}` };
    }
    const target = pageAndId(pathname, query);
    if (!target) return null;
    const page = PAGES[target.page];
    if (!page || target.id === null) return { status: 404 };
    // The other form (`/saleDetail/12`, `/question/12/`, `/merchants?id=12`) moves for good to the
    // canonical one.
    const canonicalPath = page.idInPath
      ? `${page.canonical}/${target.id}`
      : `${page.canonical}?id=${target.id}`;
    if (target.inPath !== Boolean(page.idInPath) || pathname.endsWith("/")) {
      return { status: 301, location: canonicalPath };
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
      canonicalPath,
      image: row.image,
    };
  };
}
