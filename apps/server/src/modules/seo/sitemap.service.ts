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

const day = (value: string | Date) => new Date(value).toISOString().slice(0, 10);

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

/** One file of a source: its visible rows with ids in the file's range, by id. */
export async function sitemapFile(
  db: Pick<Db, "execute">,
  origin: string,
  source: SitemapSource,
  page: number,
): Promise<string> {
  const from = page * SITEMAP_FILE_IDS;
  const rows = await queryRows<{ id: SqlNumeric; lastmod: string | Date }>(
    db,
    sql`select id, ${source.lastmod} as lastmod from ${sql.identifier(source.table)}
      where id > ${from} and id <= ${from + SITEMAP_FILE_IDS} and ${source.visible}
      order by id`,
  );
  return urlset(
    rows.map((r) => ({ loc: `${origin}${source.path(sqlNumber(r.id))}`, lastmod: day(r.lastmod) })),
  );
}
