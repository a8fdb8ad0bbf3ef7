/**
 * Bulk data for the benchmark: a fresh PostgreSQL database with the app's migrations and reference
 * data, then users, questions (with comments and likes) and listings generated inside PostgreSQL with
 * INSERT … SELECT generate_series — no rows cross the wire. Secondary indexes and foreign-key
 * triggers are dropped/disabled while loading and rebuilt afterwards (much faster than updating
 * them row by row), then VACUUM ANALYZE.
 */
import {
  HOUSEKEEPING_CATEGORIES,
  HOUSING_CATEGORIES,
  HOUSING_DECORATIONS,
  HOUSING_ORIENTATIONS,
  HOUSING_TYPES,
  JOB_TYPES,
  SALE_CATEGORIES,
} from "@ask/contracts";
import pg from "pg";
import { openDatabase } from "../apps/server/src/db/client.js";
import { seedReferenceData } from "../apps/server/src/db/seed/reference.js";
import { hashPassword } from "../apps/server/src/lib/password.js";

export const BENCH_PASSWORD = "bench-password-1";
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432";

export function dbUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface Sizes {
  questions: number;
  users: number;
  commentsPerQuestion: number;
  housing: number;
  sales: number;
  housekeeping: number;
  jobs: number;
}

export function sizesFor(questions: number): Sizes {
  return {
    questions,
    users: Math.max(1000, Math.round(questions / 10)),
    commentsPerQuestion: 3,
    housing: Math.round(questions / 10),
    sales: Math.round(questions / 10),
    housekeeping: Math.round(questions / 20),
    jobs: Math.round(questions / 20),
  };
}

const BIG_TABLES = [
  "users",
  "questions",
  "comments",
  "question_reactions",
  "housing",
  "sale_items",
  "housekeeping_items",
  "jobs",
];

const lit = (values: readonly (string | number)[]) =>
  `array[${values.map((v) => (typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(",")}]`;

/**
 * Words of the generated documents. Each row draws a few by its id, so a searched token matches a
 * fixed small fraction of the rows: 养老 ~2 %, "pension" ~2 %, the others spread the vocabulary.
 */
const WORDS_ZH = ["养老", "保险", "医疗", "教育", "房价", "工作", "签证", "留学", "税务", "投资"];
const WORDS_EN = [
  "pension",
  "insurance",
  "visa",
  "school",
  "rent",
  "salary",
  "tax",
  "doctor",
  "loan",
  "travel",
];

/** SQL for a tsvector of row `i` (an integer expression): CJK bigrams, their single characters, words. */
function vectorSql(i: string): string {
  const zh = lit(WORDS_ZH);
  const en = lit(WORDS_EN);
  // Pick one Chinese and one English word by (i*7 % 50) and (i*13 % 50): 1 in 5 of each falls in
  // the vocabulary, each word 1 in 50 (2 %); plus a few filler tokens that make the vector realistic.
  return `array_to_tsvector(array_remove(array[
      (${zh})[1 + (${i} * 7) % 50],
      substr((${zh})[1 + (${i} * 7) % 50], 1, 1),
      (${en})[1 + (${i} * 13) % 50],
      'q' || (${i} % 997), '问题', '问', '题', 'help', 'question'
    ], null))`;
}

async function exec(client: pg.Client, sqlText: string, label?: string): Promise<void> {
  const t = performance.now();
  await client.query(sqlText);
  if (label) console.log(`    ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

/** Drops (if present) and creates the database, runs migrations and reference data, fills it. */
export async function generate(name: string, sizes: Sizes): Promise<number> {
  const started = performance.now();
  const admin = new pg.Client({ connectionString: dbUrl("postgres") });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();

  const database = await openDatabase({ databaseUrl: dbUrl(name), pgliteDir: "" });
  await database.migrate();
  await seedReferenceData(database.db);
  await database.close();

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const c = new pg.Client({ connectionString: dbUrl(name) });
  await c.connect();
  await c.query("set synchronous_commit = off");
  await c.query("set maintenance_work_mem = '1GB'");
  await c.query("set session_replication_role = replica"); // no FK triggers while loading

  const tops = await c.query<{ id: number; channel_id: number }>(
    "select id, channel_id from categories where parent_id is null order by id",
  );
  if (!tops.rows.length) throw new Error("reference data has no categories");
  const topIds = lit(tops.rows.map((r) => r.id));
  const topChannels = lit(tops.rows.map((r) => r.channel_id));
  const nTops = tops.rows.length;

  // Secondary indexes (not those behind constraints) are rebuilt after the load.
  const idx = await c.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i
      where i.indrelid = any($1::regclass[])
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    [BIG_TABLES],
  );
  for (const r of idx.rows) await c.query(`drop index ${r.name}`);

  const { users: nUsers, questions: nQ, commentsPerQuestion: cpq } = sizes;
  console.log(`  generating ${name}: ${nUsers} users, ${nQ} questions, ${nQ * cpq} comments, listings`);
  const minUser = Number((await c.query("select coalesce(max(id), 0) as m from users")).rows[0].m) + 1;
  await exec(
    c,
    `insert into users (id, username, password_hash, role, level, lang, created_at)
     select ${minUser - 1} + i, 'bench_u' || i, '${passwordHash}',
            case when i % 10 = 0 then 'publisher' else 'user' end, 'VIP', 'zh',
            now() - make_interval(mins => i)
       from generate_series(1, ${nUsers}) as i`,
    "users",
  );
  await exec(c, `select setval(pg_get_serial_sequence('users','id'), (select max(id) from users))`);
  const u = (expr: string) => `${minUser} + (${expr}) % ${nUsers}`;

  // Question i is i minutes old (ids grow with time, as they do in production).
  await exec(
    c,
    `insert into questions (id, user_id, title, type, channel_id, category_top_id, content, content_text,
        bonus_fen, bonus_rule, deadline, is_public, likes_count, comments_count, views, search_vector, created_at)
     select i, ${u("i * 31")},
            '问题 ' || i || ' ' || coalesce((${lit(WORDS_ZH)})[1 + (i * 7) % 50], '咨询') || ' question',
            'question',
            (${topChannels})[1 + i % ${nTops}], (${topIds})[1 + i % ${nTops}],
            '<p>关于' || i || '的问题 help question</p>', '关于' || i || '的问题 help question',
            (i % 50) * 100, 'publisher_agree', now() + interval '7 days' - make_interval(mins => i % 5000),
            i % 20 <> 0, 1, ${cpq}, i % 100, ${vectorSql("i")},
            now() - make_interval(mins => ${nQ} - i)
       from generate_series(1, ${nQ}) as i`,
    "questions",
  );
  await exec(c, `select setval(pg_get_serial_sequence('questions','id'), ${nQ})`);
  await exec(
    c,
    `insert into comments (id, question_id, user_id, content, created_at)
     select j, 1 + (j - 1) / ${cpq}, ${u("j * 17 + 3")}, '回答 answer ' || j,
            now() - make_interval(mins => ${nQ} - (1 + (j - 1) / ${cpq})) + make_interval(secs => j % ${cpq})
       from generate_series(1, ${nQ * cpq}) as j`,
    "comments",
  );
  await exec(c, `select setval(pg_get_serial_sequence('comments','id'), ${nQ * cpq})`);
  await exec(
    c,
    `insert into question_reactions (question_id, user_id, kind)
     select i, ${u("i * 7 + 1")}, 'like' from generate_series(1, ${nQ}) as i`,
    "likes",
  );

  const common = (n: string, prefix: string) =>
    `${u(`${n} * 11`)}, case when ${n} % 10 = 0 then 'closed' else 'active' end,
     '${prefix} ' || ${n} || ' ' || coalesce((${lit(WORDS_ZH)})[1 + (${n} * 7) % 50], '信息'), 'contact', '13800000000',
     ${vectorSql(n)}, now() - make_interval(mins => ${n})`;
  const children = HOUSING_CATEGORIES.filter((cat) => cat.parent_id !== null);
  await exec(
    c,
    `insert into housing (owner_id, status, title, contact, phone, search_vector, created_at,
        category_id, top_category_id, price_wan, area, room, hall, toilet, orientation, decoration, type,
        city, district, is_verified, has_vr, is_urgent, is_flat)
     select ${common("i", "房源")},
            (${lit(children.map((x) => x.id))})[1 + i % ${children.length}],
            (${lit(children.map((x) => x.parent_id as number))})[1 + i % ${children.length}],
            50 + (i * 37) % 950, 30 + (i * 13) % 200, 1 + i % 4, 1 + i % 2, 1 + i % 2,
            (${lit(HOUSING_ORIENTATIONS)})[1 + i % ${HOUSING_ORIENTATIONS.length}],
            (${lit(HOUSING_DECORATIONS)})[1 + i % ${HOUSING_DECORATIONS.length}],
            (${lit(HOUSING_TYPES)})[1 + i % ${HOUSING_TYPES.length}],
            (array['北京','上海','广州','深圳','杭州','成都','Paris','Berlin'])[1 + i % 8], '区',
            i % 3 = 0, i % 5 = 0, i % 7 = 0, i % 11 = 0
       from generate_series(1, ${sizes.housing}) as i`,
    "housing",
  );
  await exec(
    c,
    `insert into sale_items (owner_id, status, title, contact, phone, search_vector, created_at,
        category, price_fen, location, description)
     select ${common("i", "出售")}, (${lit(SALE_CATEGORIES)})[1 + i % ${SALE_CATEGORIES.length}],
            (i % 1000) * 100, '上海', 'item ' || i
       from generate_series(1, ${sizes.sales}) as i`,
    "sales",
  );
  await exec(
    c,
    `insert into housekeeping_items (owner_id, status, title, contact, phone, search_vector, created_at,
        category, location, company, years, price_from_fen, description)
     select ${common("i", "家政")}, (${lit(HOUSEKEEPING_CATEGORIES)})[1 + i % ${HOUSEKEEPING_CATEGORIES.length}],
            '北京', '公司 ' || i % 100, i % 20, 5000, 'service ' || i
       from generate_series(1, ${sizes.housekeeping}) as i`,
    "housekeeping",
  );
  await exec(
    c,
    `insert into jobs (owner_id, status, title, contact, phone, search_vector, created_at,
        job_type, salary_min, salary_max, company, description)
     select ${common("i", "招聘")}, (${lit(JOB_TYPES)})[1 + i % ${JOB_TYPES.length}],
            3000 + i % 5000, 9000 + i % 5000, '公司 ' || i % 100, '<p>job ' || i || '</p>'
       from generate_series(1, ${sizes.jobs}) as i`,
    "jobs",
  );

  await c.query("set session_replication_role = origin");
  const t = performance.now();
  for (const r of idx.rows) await c.query(r.def);
  console.log(`    indexes rebuilt: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await exec(c, "vacuum analyze", "vacuum analyze");
  await c.end();
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${name} generated in ${seconds.toFixed(1)} s`);
  return seconds;
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: dbUrl("postgres") });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
