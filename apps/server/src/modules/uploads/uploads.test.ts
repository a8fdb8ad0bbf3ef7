import { describe, expect, it } from "vitest";
import { usersForFile } from "../../test/file-server.js";
import { createQuestion } from "../../test/question-factories.js";
import { EXE, PDF, PNG } from "../../test/sample-files.js";
import { useTestServer } from "../../test/use-test-server.js";
import { createUser } from "../../test/user-factories.js";

const { server, api } = useTestServer();
const { user } = usersForFile({ api }, "user");

async function upload(
  kind: "file" | "image",
  files: { name: string; data: Buffer }[],
  token: string | null = user.token,
) {
  const form = new FormData();
  form.append("type", kind === "file" ? "file" : "avatar");
  for (const f of files)
    form.append(kind === "file" ? "files" : "images", new Blob([new Uint8Array(f.data)]), f.name);
  const res = await fetch(`${server.url}/api/upload/${kind}`, {
    method: "POST",
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: await res.json() };
}

describe("uploads", () => {
  it("stores files under generated names and serves them back with safe headers", async () => {
    const res = await upload("file", [
      { name: "报告 2026.pdf", data: PDF },
      { name: "leaf.png", data: PNG },
      { name: "notes.txt", data: Buffer.from("番茄 notes\n") },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.urls).toHaveLength(3);
    expect(res.body.url).toBe(res.body.urls[0]);
    expect(res.body.files.map((f: { name: string; mime: string }) => [f.name, f.mime])).toEqual([
      ["报告 2026.pdf", "application/pdf"],
      ["leaf.png", "image/png"],
      ["notes.txt", "text/plain; charset=utf-8"],
    ]);
    expect(res.body.urls[0]).toMatch(/^\/uploads\/[0-9a-f-]{36}\/%E6%8A%A5%E5%91%8A%202026\.pdf$/);

    const pdf = await fetch(`${server.url}${res.body.urls[0]}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    // Browsers may cache an upload, shared caches must not (a private question's files hide behind the URL).
    expect(pdf.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(pdf.headers.get("content-disposition")).toBe(
      "attachment; filename*=UTF-8''%E6%8A%A5%E5%91%8A%202026.pdf",
    );
    expect(Buffer.from(await pdf.arrayBuffer())).toEqual(PDF);
    const png = await fetch(`${server.url}${res.body.urls[1]}`);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toMatch(/^inline/);
    expect(png.headers.get("cache-control")).toMatch(/^private\b/);
    expect(png.headers.get("cache-control")).not.toMatch(/public/);
  });

  it("refuses an .exe renamed to .png, judged by content (415)", async () => {
    const res = await upload("file", [{ name: "cute-cat.png", data: EXE }]);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("invalid_file_type");
  });

  it("refuses types outside the list and binary data posing as text", async () => {
    expect((await upload("file", [{ name: "run.exe", data: EXE }])).body.code).toBe("invalid_file_type");
    expect((await upload("file", [{ name: "x.txt", data: Buffer.from([0, 1, 2, 0]) }])).status).toBe(415);
    expect((await upload("image", [{ name: "doc.pdf", data: PDF }])).status).toBe(415);
  });

  it("accepts a JPEG/PNG image upload and refuses a PDF renamed to .jpg", async () => {
    expect((await upload("image", [{ name: "me.png", data: PNG }])).status).toBe(200);
    expect((await upload("image", [{ name: "me.jpg", data: PDF }])).status).toBe(415);
  });

  it("refuses a 50 MB upload with 413 while streaming it to disk, not memory", async () => {
    // The body is generated chunk by chunk, so the only place 50 MB could pile up is the server.
    const boundary = "----askearn-test-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.zip"\r\n` +
        "Content-Type: application/zip\r\n\r\n",
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(256 * 1024, 7);
    let sent = 0;
    const total = 50 * 1024 * 1024;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (sent >= total) {
          controller.enqueue(tail);
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    global.gc?.();
    const before = process.memoryUsage().rss;
    const res = await fetch(`${server.url}/api/upload/file`, {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        authorization: `Bearer ${user.token}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe("file_too_large");
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
    expect((await api("GET", "/api/health")).status).toBe(200);
  });

  it("needs a login and a multipart body", async () => {
    expect((await upload("file", [{ name: "a.pdf", data: PDF }], null)).status).toBe(401);
    const res = await api("POST", "/api/upload/file", { token: user.token, json: { files: [] } });
    expect(res.status).toBe(406);
    expect(res.body).toEqual({ detail: expect.any(String), code: "bad_request" });
  });

  it("lets only the uploader attach a file to a question", async () => {
    const res = await upload("file", [{ name: "plan.pdf", data: PDF }]);
    const id = await createQuestion(api, user, { files: res.body.urls });
    const detail = await api("GET", `/api/questions/detail/${id}`);
    expect(detail.body.files).toEqual(res.body.urls);
    const other = await createUser(api, "thief");
    const stolen = await api("POST", "/api/questions/comments", {
      token: other.token,
      json: { question_id: id, content: "mine now", files: res.body.urls },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe("not_your_upload");
  });

  it("answers unknown or malformed file URLs with 404/400", async () => {
    expect((await fetch(`${server.url}/uploads/00000000-0000-4000-8000-000000000000/x.pdf`)).status).toBe(
      404,
    );
    expect((await fetch(`${server.url}/uploads/not-a-uuid/x.pdf`)).status).toBe(400);
    expect((await fetch(`${server.url}/uploads/..%2F..%2Fetc/passwd`)).status).toBe(400);
  });

  it("serves back every name the upload keeps, up to the longest (100 characters before the extension)", async () => {
    const names = [
      `${"a".repeat(100)}.pdf`, // 104 characters: the longest ASCII name kept whole
      `${"b".repeat(101)}.pdf`, // cut to 100 before the extension
      `${"报".repeat(100)}.pdf`, // 900 characters once percent-encoded
      `${"😀".repeat(120)}.pdf`, // 4-byte characters, cut by whole characters, never half a pair
    ];
    const res = await upload(
      "file",
      names.map((name) => ({ name, data: PDF })),
    );
    expect(res.status).toBe(200);
    expect(res.body.files.map((f: { name: string }) => f.name)).toEqual([
      names[0],
      `${"b".repeat(100)}.pdf`,
      names[2],
      `${"😀".repeat(100)}.pdf`,
    ]);
    for (const url of res.body.urls as string[]) {
      const got = await fetch(`${server.url}${url}`);
      expect(got.status, url.slice(0, 80)).toBe(200);
      expect(Buffer.from(await got.arrayBuffer())).toEqual(PDF);
    }
    // Every kept name can be attached too.
    expect((await createQuestion(api, user, { files: res.body.urls })) > 0).toBe(true);
    // A name segment longer than any kept name is a clean 4xx, never a 5xx.
    const id = (res.body.urls[0] as string).split("/")[2];
    const tooLong = await fetch(`${server.url}/uploads/${id}/${"c".repeat(300)}.pdf`);
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).code).toBe("validation_error");
  });

  it("refuses question and answer pictures beyond 8192 px a side or 40 megapixels, read from the header", async () => {
    const png = (width: number, height: number) => {
      // A PNG signature and IHDR chunk are all a header reader needs; the pixels are never decoded.
      const ihdr = Buffer.alloc(25);
      ihdr.writeUInt32BE(13, 0);
      ihdr.write("IHDR", 4, "ascii");
      ihdr.writeUInt32BE(width, 8);
      ihdr.writeUInt32BE(height, 12);
      ihdr.set([8, 6, 0, 0, 0], 16);
      return Buffer.concat([PNG.subarray(0, 8), ihdr, PNG.subarray(33)]);
    };
    for (const kind of ["image", "file"] as const) {
      const huge = await upload(kind, [{ name: "huge.png", data: png(20000, 20000) }]);
      expect(huge.status).toBe(400);
      expect(huge.body.code).toBe("image_dimensions_too_large");
      expect((await upload(kind, [{ name: "wide.png", data: png(8193, 10) }])).status).toBe(400);
      // 8000 × 6000 = 48 MP: every side within 8192, too many pixels.
      expect((await upload(kind, [{ name: "many.png", data: png(8000, 6000) }])).status).toBe(400);
      expect((await upload(kind, [{ name: "edge.png", data: png(8192, 4882) }])).status).toBe(200);
    }
  });
});
