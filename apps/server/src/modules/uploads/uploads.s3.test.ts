import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { S3Config } from "../../config.js";
import { ConfigError, loadConfig } from "../../config.js";
import { apiClient } from "../../test/http.js";
import { EXE, PNG } from "../../test/sample-files.js";
import { startTestServer, type TestServer } from "../../test/server.js";
import { createUser, type TestUser } from "../../test/user-factories.js";
import { findUpload } from "./uploads.service.js";

/** Uploads with S3_* set: the bytes go to an S3-compatible store (s3rver here), read back through us. */
let s3rver: S3rver;
let s3: S3Config;
let client: S3Client;
let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), "askearn-s3rver-")),
    configureBuckets: [{ name: "askearn-uploads" }],
  });
  const { port } = await s3rver.run();
  // Parsed from the environment as in production, to cover the S3_* variables too.
  const parsed = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "askearn-s3cfg-")),
    S3_BUCKET: "askearn-uploads",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  }).s3;
  if (!parsed) throw new Error("S3 config not parsed");
  s3 = parsed;
  expect(s3).toMatchObject({ region: "us-east-1", forcePathStyle: true });
  client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  server = await startTestServer({ s3 });
  user = await createUser(apiClient(server.url), "s3up");
});
afterAll(async () => {
  await server?.close();
  client?.destroy();
  await s3rver?.close();
});

async function upload(name: string, data: Buffer) {
  const form = new FormData();
  form.append("images", new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${server.url}/api/upload/image`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${user.token}` },
  });
  return { status: res.status, body: await res.json() };
}

describe("uploads on an S3-compatible store", () => {
  it("puts a checked image into the bucket and serves it back through /uploads with safe headers", async () => {
    const res = await upload("leaf.png", PNG);
    expect(res.status).toBe(200);
    const url: string = res.body.url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\/leaf\.png$/);

    const id = url.split("/")[2] as string;
    const row = await findUpload(server.app.db, id);
    expect(row?.storedName).toBe(`${id}.png`);
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${id}.png` }));
    expect(head.ContentLength).toBe(PNG.length);
    expect(head.ContentType).toBe("image/png");
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${id}.png` }));
    expect(Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()))).toEqual(PNG);

    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-length")).toBe(String(PNG.length));
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(served.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''leaf.png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it("still refuses a disguised executable before anything reaches the bucket", async () => {
    const res = await upload("cat.png", EXE);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("invalid_file_type");
  });

  it("answers 404 when the row exists but the object is gone from the bucket", async () => {
    const res = await upload("gone.png", PNG);
    const id = (res.body.url as string).split("/")[2] as string;
    await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${id}.png` }));
    const served = await fetch(`${server.url}${res.body.url}`);
    expect(served.status).toBe(404);
    expect((await served.json()).code).toBeDefined();
  });

  it("reads the S3_* variables: off without a bucket, keys only as a pair", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "askearn-s3cfg-"));
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: "b", S3_REGION: "eu-west-1" }).s3).toEqual({
      bucket: "b",
      region: "eu-west-1",
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" })).toThrow(
      new ConfigError("Invalid environment variable S3_SECRET_ACCESS_KEY: S3 keys must be set together"),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
  });
});
