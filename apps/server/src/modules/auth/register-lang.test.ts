import { describe, expect, it } from "vitest";
import { createComment, createQuestion } from "../../test/question-factories.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, uniqueUsername } from "../../test/user-factories.js";

const { api } = useTestServer();

const password = "correct horse battery";

describe("the language chosen before logging in (issue 15 item 14)", () => {
  it("is stored on registration, and system messages arrive in it", async () => {
    const username = uniqueUsername("en");
    const res = await api("POST", "/api/register", { json: { username, password, lang: "en" } });
    expect(res.status).toBe(201);
    expect(res.body.user.lang).toBe("en");
    const alice = { id: res.body.user.id, username, password, token: res.body.access_token };
    expect((await api("GET", "/api/me", { token: alice.token })).body.lang).toBe("en");

    const questionId = await createQuestion(api, alice);
    const bob = await createUser(api, "bob");
    await createComment(api, bob, questionId);
    const inbox = await api("GET", `/api/messages/user/${alice.id}`, { token: alice.token });
    expect(inbox.status).toBe(200);
    const message = inbox.body.items.find((m: { title: string }) => /answer/i.test(m.title));
    expect(message, JSON.stringify(inbox.body)).toBeDefined();
    expect(message.title).toMatch(/^New answer to your question$|new answers to your question/);
    expect(JSON.stringify(message)).not.toMatch(/[\u4e00-\u9fff]{2}/);
  });

  it("without a language stays unset (Chinese messages, the product default)", async () => {
    const username = uniqueUsername("none");
    const res = await api("POST", "/api/register", { json: { username, password } });
    expect(res.status).toBe(201);
    expect(res.body.user.lang).toBeNull();
  });

  it("is stored at login only when the user has none, and an unknown one is refused", async () => {
    const username = uniqueUsername("later");
    expect((await api("POST", "/api/register", { json: { username, password } })).status).toBe(201);
    const first = await api("POST", "/api/login", { form: { username, password, lang: "ar" } });
    expect(first.status).toBe(200);
    expect(first.body.user.lang).toBe("ar");
    // A language already chosen (in the language menu or at registration) is not overwritten.
    const again = await api("POST", "/api/login", { form: { username, password, lang: "fr" } });
    expect(again.body.user.lang).toBe("ar");
    const bad = await api("POST", "/api/register", {
      json: { username: uniqueUsername("bad"), password, lang: "xx" },
    });
    expect(bad.status).toBe(400);
  });
});
