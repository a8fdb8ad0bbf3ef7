import { describe, expect, it } from "vitest";
import { fundWallet, setDeadline } from "../../test/db-factories.js";
import { serverForFile } from "../../test/file-server.js";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { createUser } from "../../test/user-factories.js";
import { settleDueQuestions } from "../settlement/settle.job.js";

/** Issue 15 item 5: a settled question says so in every list, never "to be closed" with a bonus on offer. */
const t = serverForFile();

interface Summary {
  id: number;
  status: string;
  settlement: string;
  paid_to: { user_id: number; username: string; amount: number } | null;
}

describe("closed questions in lists", () => {
  it("a refunded question is done/refunded and a paid one names whom it paid, in every list", async () => {
    const publisher = await createUser(t.api, "cl_pub");
    await fundWallet(t.server.app, publisher.id, 100);
    const answerer = await createUser(t.api, "cl_ans");
    const refunded = await createQuestion(t.api, publisher, { bonus_amount: 5, bonus_rule: "first_reply" });
    const paid = await createQuestion(t.api, publisher, { bonus_amount: 7, bonus_rule: "first_reply" });
    const open = await createQuestion(t.api, publisher, { bonus_amount: 3, bonus_rule: "first_reply" });
    await createComment(t.api, answerer, paid);
    await setDeadline(t.server.app, refunded, -1);
    await setDeadline(t.server.app, paid, -1);
    await settleDueQuestions(t.server.app.db);

    const lists = [
      `/api/questions?author=${publisher.id}`,
      `/api/questions/my/${publisher.id}`,
      `/api/questions/commented?user_id=${answerer.id}`,
    ];
    const tokens = [undefined, publisher.token, answerer.token];
    const found = new Map<number, Summary>();
    for (const [i, url] of lists.entries()) {
      const res = await t.api("GET", url, { token: tokens[i] });
      expect(res.status, url).toBe(200);
      for (const item of res.body.items as Summary[]) {
        found.set(item.id, item);
        if (item.id === refunded)
          expect(item, url).toMatchObject({ status: "done", settlement: "refunded", paid_to: null });
        if (item.id === paid)
          expect(item, url).toMatchObject({
            status: "done",
            settlement: "paid",
            paid_to: { user_id: answerer.id, username: answerer.username, amount: 7 },
          });
      }
    }
    expect(found.get(refunded)?.settlement).toBe("refunded");
    expect(found.get(paid)?.settlement).toBe("paid");
    expect(found.get(open)).toMatchObject({ status: "pending", settlement: "open", paid_to: null });
    // The status filter no longer lists a refunded question as "to be closed".
    const todo = await t.api("GET", `/api/questions?author=${publisher.id}&status=todo`);
    expect(todo.body.items.map((q: Summary) => q.id)).not.toContain(refunded);
    const detail = await t.api("GET", `/api/questions/detail/${refunded}`);
    expect(detail.body).toMatchObject({ status: "done", settlement: "refunded" });
  });
});
