import { describe, expect, it } from "vitest";
import { fundWallet } from "../../test/db-factories.js";
import { serverForFile } from "../../test/file-server.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { createUser } from "../../test/user-factories.js";
import { payBonusTo } from "../../test/wallet-factories.js";

const t = serverForFile();

describe("manage tab", () => {
  it("lists my questions and my answers with real status counts, keyword, year and month filters", async () => {
    const me = await createUser(t.api, "manager");
    const other = await createUser(t.api, "other");
    await fundWallet(t.server.app, me.id, 10);
    const open = await createQuestion(t.api, me, { content: "<p>退休金 planning question</p>" });
    const { questionId: paid } = await payBonusTo(t.api, me, other, 10, {
      content: "<p>second question</p>",
    });
    const answered = await createQuestion(t.api, other);
    await createComment(t.api, me, answered);

    const all = await t.api("GET", "/api/questions/manage", { token: me.token });
    expect(all.body.counts).toEqual({ all: 2, pending: 1, todo: 0, done: 1, rejected: 0 });
    const done = await t.api("GET", "/api/questions/manage?status=done", { token: me.token });
    expect(done.body.items.map((q: { id: number }) => q.id)).toEqual([paid]);
    const keyword = await t.api("GET", `/api/questions/manage?search=${encodeURIComponent("退休")}`, {
      token: me.token,
    });
    expect(keyword.body.items.map((q: { id: number }) => q.id)).toEqual([open]);
    const now = new Date();
    const thisMonth = await t.api(
      "GET",
      `/api/questions/manage?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`,
      { token: me.token },
    );
    expect(thisMonth.body.total).toBe(2);
    const lastYear = await t.api("GET", `/api/questions/manage?year=${now.getUTCFullYear() - 1}`, {
      token: me.token,
    });
    expect(lastYear.body.total).toBe(0);
    const answers = await t.api("GET", "/api/questions/manage?kind=answers", { token: me.token });
    expect(answers.body.items.map((q: { id: number }) => q.id)).toEqual([answered]);
  });

  it("needs a login and valid filters", async () => {
    expect((await t.api("GET", "/api/questions/manage")).status).toBe(401);
    const me = await createUser(t.api, "manager2");
    expect((await t.api("GET", "/api/questions/manage?month=13", { token: me.token })).status).toBe(400);
    expect((await t.api("GET", "/api/questions/manage?kind=other", { token: me.token })).status).toBe(400);
  });
});
