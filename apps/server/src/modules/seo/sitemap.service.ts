import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { queryRows, type SqlNumeric, sqlNumber } from "../../db/rows.js";
import { SITEMAP_FILE_IDS, SITEMAP_SOURCES, type SitemapSource, STATIC_PATHS } from "./sitemap-sources.js";

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** `questions-3.xml` → the source and the file's number; null for anything else. */
export function parseSitemapFile(name: string): { source: SitemapSource; page: number } | null {
  const match = /^([a-z]+)-(\d{1,6})\.xml$/.exec(name);
  if (!match) return null;
  const source = SITEMAP_SOURCES.find((s) => s.kind === match[1]);
  return source ? { source, page: Number(match[2]) } : null;
}

/**
 * The sitemap index: the static pages' file, then for each source one file per id range up to its
 * highest id (max(id) reads the primary key's last entry: cheap at any size). A range whose rows are
 * all private or deleted gives an empty but valid file.
 */
export async function sitemapIndex(db: Pick<Db, "execute">, origin: string): Promise<string> {
  const files = [`${origin}/sitemaps/pages-0.xml`];
  for (const source of SITEMAP_SOURCES) {
    const [row] = await queryRows<{ max: SqlNumeric | null }>(
      db,
      sql`select max(id) as max from ${sql.identifier(source.table)}`,
    );
    const max = sqlNumber(row?.max);
    for (let page = 0; page * SITEMAP_FILE_IDS < max; page++) {
      files.push(`${origin}/sitemaps/${source.kind}-${page}.xml`);
    }
  }
  const entries = files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join("\n");
  return `${XML_HEAD}<sitemapindex ${NS}>\n${entries}\n</sitemapindex>\n`;
}

function urlset(urls: { loc: string; lastmod?: string }[]): string {
  const entries = urls
    .map(
      (u) => `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `${XML_HEAD}<urlset ${NS}>\n${entries}\n</urlset>\n`;
}

/** The public list pages. */
export const staticSitemap = (origin: string) =>
  urlset(STATIC_PATHS.map((path) => ({ loc: `${origin}${path}` })));

/**
 * One file of a source: its visible rows with ids in the file's range, by id. PostgreSQL writes the
 * `<url>` entries itself (one range scan, one text value back): 50,000 rows never become 50,000 objects
 * in the server, so even a cold file answers in well under 200 ms at a million rows.
 */
export async function sitemapFile(
  db: Pick<Db, "execute">,
  origin: string,
  source: SitemapSource,
  page: number,
): Promise<string> {
  const from = page * SITEMAP_FILE_IDS;
  const prefix = `<url><loc>${escapeXml(`${origin}${source.pathPrefix}`)}`;
  const [row] = await queryRows<{ urls: string | null }>(
    db,
    sql`select string_agg(${prefix} || id || '</loc>'
        || coalesce('<lastmod>' || to_char(${source.lastmod} at time zone 'UTC', 'YYYY-MM-DD') || '</lastmod>', '')
        || '</url>', E'\n' order by id) as urls
      from ${sql.identifier(source.table)}
      where id > ${from} and id <= ${from + SITEMAP_FILE_IDS} and ${source.visible}`,
  );
  return `${XML_HEAD}<urlset ${NS}>\n${row?.urls ?? ""}\n</urlset>\n`;
}
