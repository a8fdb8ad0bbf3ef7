import { LEDGER_CSV_COLUMNS } from "@ask/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, loginAdmin } from "../../test/user-factories.js";
import { postTransaction } from "../wallet/ledger.js";
import { csvField, ledgerCsv } from "./ledger-export.js";

const { server, api } = useTestServer();

/** A strict RFC 4180 reader: what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") endField();
    else if (c === "\r" && text[i + 1] === "\n") {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  expect(field).toBe("");
  return rows;
}

const day = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe("ledger CSV export", () => {
  it("streams the range's entries with a header, quoted fields and an attachment name", async () => {
    const admin = await loginAdmin(api);
    const user = await createUser(api, "csv");
    const note = 'Zhang, "the boss"\nsecond line';
    const { id: txId } = await server.app.db.transaction((tx) =>
      postTransaction(tx, {
        kind: "test_income",
        details: { note, order_id: "=cmd()" },
        postings: [
          { account: { kind: "platform_cash" }, amountFen: -1234, logType: "internal" },
          { account: { kind: "user_available", userId: user.id }, amountFen: 1234, logType: "receive_bonus" },
        ],
      }),
    );
    const res = await fetch(`${server.url}/api/admin/ledger.csv?from=${day(-1)}&to=${day()}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="ledger_${day(-1)}_${day()}.csv"`,
    );
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual([...LEDGER_CSV_COLUMNS]);
    const col = (name: (typeof LEDGER_CSV_COLUMNS)[number]) => LEDGER_CSV_COLUMNS.indexOf(name);
    const mine = rows.filter((r) => r[col("transaction_id")] === String(txId));
    expect(mine).toHaveLength(2);
    const credit = mine.find((r) => r[col("account_kind")] === "user_available");
    expect(credit?.[col("amount_fen")]).toBe("1234");
    expect(credit?.[col("user_id")]).toBe(String(user.id));
    expect(credit?.[col("transaction_kind")]).toBe("test_income");
    // A formula is never a formula in the file; the details survive quoting exactly.
    expect(credit?.[col("order_id")]).toBe("'=cmd()");
    expect(JSON.parse(credit?.[col("details")] ?? "{}")).toEqual({ note, order_id: "=cmd()" });
    expect(mine.find((r) => r[col("account_kind")] === "platform_cash")?.[col("amount_fen")]).toBe("-1234");
    // Every entry of the range, each once, in id order.
    const [count] = await queryRows<{ n: number }>(
      server.app.db,
      sql`select count(*)::int as n from ledger_entries where created_at >= ${`${day(-1)}T00:00:00Z`}`,
    );
    const ids = rows.slice(1).map((r) => Number(r[col("entry_id")]));
    expect(ids.length).toBeGreaterThanOrEqual(count?.n ?? 0);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);

    // A range that ends before today holds none of today's entries (just the header).
    const past = await api("GET", `/api/admin/ledger.csv?from=${day(-30)}&to=${day(-2)}`, {
      token: admin.token,
    });
    expect(past.status).toBe(200);
    expect(String(past.body)).not.toContain(`,${txId},`);
  });

  it("pages by keyset: small batches give the same rows as one", async () => {
    const user = await createUser(api, "csvpage");
    for (let i = 0; i < 5; i++) {
      await server.app.db.transaction((tx) =>
        postTransaction(tx, {
          kind: "test_income",
          postings: [
            { account: { kind: "platform_cash" }, amountFen: -(i + 1), logType: "internal" },
            {
              account: { kind: "user_available", userId: user.id },
              amountFen: i + 1,
              logType: "receive_bonus",
            },
          ],
        }),
      );
    }
    const collect = async (batch: number) => {
      let text = "";
      for await (const chunk of ledgerCsv(server.app.db, day(), day(), batch)) text += chunk;
      return text;
    };
    const whole = await collect(100_000);
    expect(await collect(3)).toBe(whole);
    expect(parseCsv(whole).length).toBeGreaterThan(10);
  });

  it("quotes fields as RFC 4180 says", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(null)).toBe("");
    expect(csvField(-5)).toBe("-5");
    expect(csvField("+1")).toBe("'+1");
    expect(csvField({ a: "x,y" })).toBe('"{""a"":""x,y""}"');
  });

  it("refuses a reversed or malformed range and anyone but an administrator", async () => {
    const admin = await loginAdmin(api);
    const reversed = await api("GET", `/api/admin/ledger.csv?from=${day()}&to=${day(-1)}`, {
      token: admin.token,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.code).toBe("validation_error");
    expect(
      (await api("GET", "/api/admin/ledger.csv?from=yesterday&to=today", { token: admin.token })).status,
    ).toBe(400);
    const user = await createUser(api, "csvnosy");
    expect(
      (await api("GET", `/api/admin/ledger.csv?from=${day()}&to=${day()}`, { token: user.token })).status,
    ).toBe(403);
  });
});
