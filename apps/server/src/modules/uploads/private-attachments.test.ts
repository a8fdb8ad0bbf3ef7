import { describe, expect, it } from "vitest";
import { makeExpert } from "../../test/db-factories.js";
import { usersForFile } from "../../test/file-server.js";
import { categoryPath, createComment, createQuestion } from "../../test/question-factories.js";
import { PDF, PNG } from "../../test/sample-files.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";

// Issue 14 item 8: private data is not cached, private files are not public.

const { server, api } = useTestServer();
const { author, stranger } = usersForFile({ api }, "author", "stranger");

async function upload(user: TestUser, files: { name: string; data: Buffer }[]): Promise<string[]> {
  const form = new FormData();
  for (const f of files) form.append("files", new Blob([new Uint8Array(f.data)]), f.name);
  const res = await fetch(`${server.url}/api/upload/file`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()).urls;
}

const get = (url: string, token?: string) =>
  fetch(`${server.url}${url}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

async function privateQuestion() {
  const [pdf, png, inline] = await upload(author, [
    { name: "tax return.pdf", data: PDF },
    { name: "scan.png", data: PNG },
    { name: "inline.png", data: PNG },
  ]);
  const id = await createQuestion(api, author, {
    is_public: false,
    bonus_rule: "first_reply",
    files: [pdf, png],
    content: `<p>My private numbers</p><p><img src="${inline}"></p>`,
  });
  return { id, pdf: pdf as string, png: png as string, inline: inline as string };
}

describe("attachments of a private question", () => {
  it("are not served to anyone holding the bare URL, logged in or not (404)", async () => {
    const q = await privateQuestion();
    for (const url of [q.pdf, q.png, q.inline]) {
      expect((await get(url)).status).toBe(404);
      expect((await get(url, stranger.token)).status).toBe(404);
      expect((await get(url, author.token)).status).toBe(404);
    }
  });

  it("reach the author through signed URLs in the question, never kept by a cache", async () => {
    const q = await privateQuestion();
    const detail = await api("GET", `/api/questions/detail/${q.id}`, { token: author.token });
    expect(detail.status).toBe(200);
    expect(detail.headers.get("cache-control")).toBe("private, no-store");
    const files: string[] = detail.body.files;
    expect(files).toHaveLength(2);
    for (const [i, bare] of [q.pdf, q.png].entries()) {
      expect(files[i]).toMatch(new RegExp(`^${bare.replace(/[.?]/g, "\\$&")}\\?exp=\\d+&sig=[\\w-]+$`));
      const res = await get(files[i] as string);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    // The picture inside the content is signed too (HTML-escaped &), and so is the list's thumbnail.
    const src = /<img src="([^"]+)"/.exec(detail.body.content)?.[1]?.replace(/&amp;/g, "&") ?? "";
    expect(src.startsWith(`${q.inline}?exp=`)).toBe(true);
    expect((await get(src)).status).toBe(200);
    expect(detail.body.image_url).toMatch(/\?exp=\d+&sig=/);
    expect((await get(detail.body.image_url)).status).toBe(200);
  });

  it("reach an approved expert of the channel, not a stranger; signatures cannot be forged or reused late", async () => {
    const q = await privateQuestion();
    const expert = await createUser(api, "expert");
    await makeExpert(server.app, expert.id, (await categoryPath(api)).channel);
    const seen = await api("GET", `/api/questions/detail/${q.id}`, { token: expert.token });
    expect(seen.status).toBe(200);
    const signed: string = seen.body.files[0];
    expect((await get(signed)).status).toBe(200);

    expect((await api("GET", `/api/questions/detail/${q.id}`, { token: stranger.token })).status).toBe(404);
    const [path, query] = signed.split("?");
    const params = new URLSearchParams(query);
    const exp = Number(params.get("exp"));
    const sig = params.get("sig") ?? "";
    const tampered = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect((await get(`${path}?exp=${exp}&sig=${tampered}`)).status).toBe(404);
    // A later expiry needs its own signature.
    expect((await get(`${path}?exp=${exp + 3600}&sig=${sig}`)).status).toBe(404);
    // Another upload's signature does not open this one.
    const other = new URLSearchParams(seen.body.files[1].split("?")[1]);
    expect((await get(`${path}?exp=${other.get("exp")}&sig=${other.get("sig")}`)).status).toBe(404);
  });

  it("the files of answers to a private question are signed for its readers only", async () => {
    const q = await privateQuestion();
    const [answerFile] = await upload(author, [{ name: "answer.pdf", data: PDF }]);
    const res = await api("POST", "/api/questions/comments", {
      token: author.token,
      json: { question_id: q.id, content: "More detail", files: [answerFile] },
    });
    expect(res.status).toBe(201);
    expect(res.body.files[0]).toMatch(/\?exp=\d+&sig=/);
    expect((await get(answerFile as string)).status).toBe(404);
    const list = await api("GET", `/api/questions/comments?question_id=${q.id}`, { token: author.token });
    expect(list.status).toBe(200);
    const listed = list.body.items.find((c: { id: number }) => c.id === res.body.id);
    expect((await get(listed.files[0])).status).toBe(200);
  });

  it("a public question's files stay plain URLs, cacheable by the browser", async () => {
    const [pdf] = await upload(author, [{ name: "public.pdf", data: PDF }]);
    const id = await createQuestion(api, author, { files: [pdf] });
    await createComment(api, stranger, id);
    const detail = await api("GET", `/api/questions/detail/${id}`);
    expect(detail.body.files).toEqual([pdf]);
    const res = await get(pdf as string);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
  });
});

describe("Cache-Control of API replies", () => {
  it("every reply to a logged-in request is private, no-store", async () => {
    for (const path of [
      "/api/me",
      `/api/customer_balances/${author.id}/balance`,
      "/api/cards",
      "/api/messages/unread_count",
      "/api/questions?limit=1",
    ]) {
      const res = await api("GET", path, { token: author.token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // Error replies to a logged-in request too (they name what the caller may not do).
    const denied = await api("GET", `/api/customer_balances/${author.id}/balance`, { token: stranger.token });
    expect(denied.status).toBe(403);
    expect(denied.headers.get("cache-control")).toBe("private, no-store");
  });

  it("login and register answers (a session) are never stored", async () => {
    const res = await api("POST", "/api/login", {
      form: { username: author.username, password: author.password },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("anonymous public reads keep their caching and vary on Authorization", async () => {
    const res = await api("GET", "/api/questions?limit=1");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control") ?? "").not.toMatch(/no-store/);
    expect(res.headers.get("vary") ?? "").toMatch(/Authorization/i);
  });
});
