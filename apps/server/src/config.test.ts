import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { UPLOAD_LIMITS } from "@ask/contracts";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, ensureWritableDir, loadConfig } from "./config.js";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const dataDir = () => mkdtempSync(path.join(tmpdir(), "askearn-config-"));

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.databaseUrl).toBeUndefined();
    // The browser refuses larger files before sending them, by the same number.
    expect(config.uploadMaxBytes).toBe(UPLOAD_LIMITS.defaultMaxFileBytes);
  });

  it("generates a JWT secret once and keeps it in DATA_DIR", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it("resolves relative DATA_DIR, UPLOAD_DIR and WEB_DIST against INIT_CWD (where npm was started)", () => {
    const typedIn = dataDir();
    const config = loadConfig({
      INIT_CWD: typedIn,
      DATA_DIR: "./my-data",
      UPLOAD_DIR: "files",
      WEB_DIST: "../web-build",
    });
    expect(config.dataDir).toBe(path.join(typedIn, "my-data"));
    expect(config.uploadDir).toBe(path.join(typedIn, "files"));
    expect(config.webDist).toBe(path.resolve(typedIn, "../web-build"));
  });

  it("resolves relative paths against the working directory without npm", () => {
    const config = loadConfig({ JWT_SECRET: "x".repeat(32), DATA_DIR: "rel-data", WEB_DIST: "rel-web" });
    expect(config.dataDir).toBe(path.join(process.cwd(), "rel-data"));
    expect(config.uploadDir).toBe(path.join(process.cwd(), "rel-data", "uploads"));
    expect(config.webDist).toBe(path.join(process.cwd(), "rel-web"));
  });

  it("keeps absolute paths and defaults to the repository's ./data wherever npm was started", () => {
    const typedIn = dataDir();
    const abs = dataDir();
    expect(loadConfig({ INIT_CWD: typedIn, DATA_DIR: abs }).dataDir).toBe(abs);
    const config = loadConfig({ INIT_CWD: typedIn, JWT_SECRET: "x".repeat(32) });
    expect(config.dataDir).toBe(path.join(repoRoot, "data"));
    expect(config.uploadDir).toBe(path.join(repoRoot, "data", "uploads"));
    expect(config.webDist).toBe(path.join(repoRoot, "apps", "web", "dist"));
  });

  it.each([
    ["PORT", { PORT: "http" }],
    ["PORT", { PORT: "70000" }],
    ["PORT", { PORT: "" }],
    ["PORT", { PORT: " " }],
    ["PORT", { PORT: "80.5" }],
    ["SETTLEMENT_INTERVAL_MS", { SETTLEMENT_INTERVAL_MS: "" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://x" }],
    ["JWT_SECRET", { JWT_SECRET: "short" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
  ])("names %s when its value is bad", (name, env) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(
      new RegExp(`^Invalid environment variable ${name}:`),
    );
  });

  it("reads whole numbers, with surrounding spaces", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: " 8080 ", SETTLEMENT_INTERVAL_MS: "0" });
    expect(config.port).toBe(8080);
    expect(config.settlementIntervalMs).toBe(0);
  });

  it("sends SMS through the development provider unless a webhook gateway is configured", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).sms).toEqual({ provider: "development" });
    const secret = "s".repeat(32);
    const webhook = { SMS_PROVIDER: "webhook", SMS_WEBHOOK_URL: "https://sms.example.com/send" };
    expect(loadConfig({ DATA_DIR: dataDir(), ...webhook, SMS_WEBHOOK_SECRET: secret }).sms).toEqual({
      provider: "webhook",
      url: "https://sms.example.com/send",
      secret,
      timeoutMs: 5000,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        ...webhook,
        SMS_WEBHOOK_SECRET: secret,
        SMS_WEBHOOK_TIMEOUT_MS: "800",
      }).sms,
    ).toMatchObject({ timeoutMs: 800 });
  });

  it.each([
    ["SMS_PROVIDER", { SMS_PROVIDER: "twilio" }],
    ["SMS_WEBHOOK_URL", { SMS_PROVIDER: "webhook", SMS_WEBHOOK_SECRET: "s".repeat(32) }],
    ["SMS_WEBHOOK_URL", { SMS_WEBHOOK_URL: "ftp://sms.example.com" }],
    ["SMS_WEBHOOK_SECRET", { SMS_PROVIDER: "webhook", SMS_WEBHOOK_URL: "https://sms.example.com" }],
    ["SMS_WEBHOOK_SECRET", { SMS_WEBHOOK_SECRET: "too-short" }],
    ["SMS_WEBHOOK_TIMEOUT_MS", { SMS_WEBHOOK_TIMEOUT_MS: "50" }],
    ["SMS_WEBHOOK_TIMEOUT_MS", { SMS_WEBHOOK_TIMEOUT_MS: "" }],
  ])("names %s when the SMS settings are bad", (name, env) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(
      new RegExp(`^Invalid environment variable ${name}:`),
    );
  });

  it("names DATA_DIR when the JWT secret cannot be written there", () => {
    const file = path.join(dataDir(), "a-file");
    writeFileSync(file, "");
    expect(() => loadConfig({ DATA_DIR: path.join(file, "data") })).toThrow(
      /^Invalid environment variable DATA_DIR: cannot write to .*a-file\/data \(ENOTDIR\)$/,
    );
  });
});

describe("the generated JWT secret in DATA_DIR/jwt-secret", () => {
  it.each([
    ["one character", "x"],
    ["empty", ""],
    ["only spaces", "   \n"],
    ["31 characters", "s".repeat(31)],
  ])("stops the start with one line naming the file when it is %s", (_name, content) => {
    // Anyone who guesses a short secret signs an administrator's token and the payment webhooks.
    const dir = dataDir();
    const file = path.join(dir, "jwt-secret");
    writeFileSync(file, content);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(
      new RegExp(
        `^Invalid JWT secret file ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: it holds \\d+ characters, at least 32 are needed \\(.+\\)$`,
      ),
    );
  });

  it("keeps a secret of 32 characters or more (surrounding white space ignored)", () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, "jwt-secret"), `${"k".repeat(32)}\n`);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe("k".repeat(32));
  });

  it("is not read when JWT_SECRET is given", () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, "jwt-secret"), "x");
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: "j".repeat(40) }).jwtSecret).toBe("j".repeat(40));
  });
});

describe("TRUST_PROXY", () => {
  /** The client address Fastify sees for a request from `remote` carrying X-Forwarded-For `xff`. */
  async function clientIp(trustProxy: string, remote: string, xff: string): Promise<string> {
    const config = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: trustProxy });
    const app = Fastify({ trustProxy: config.trustProxy });
    app.get("/ip", async (request) => request.ip);
    const res = await app.inject({
      url: "/ip",
      remoteAddress: remote,
      headers: { "x-forwarded-for": xff },
    });
    await app.close();
    return res.body;
  }

  // nginx's $proxy_add_x_forwarded_for appends the address it saw to whatever the client sent.
  const behindNginx = { remote: "127.0.0.1", xff: "6.6.6.6, 203.0.113.7" };

  it.each(["true", "TRUE", " true "])("refuses %j with one line that says what to set instead", (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(
      /^Invalid environment variable TRUST_PROXY: "true" .*\(e\.g\. 1\) or their addresses .+$/,
    );
  });

  it.each(["proxy.example.com", "10.0.0.1/33", "10.0.0.1, nginx", "1.2.3", "-1", ","])(
    "refuses %j (not a hop count, address or range)",
    (value) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(
        /^Invalid environment variable TRUST_PROXY: ".*" is not a hop count, an IP address or a CIDR range/,
      );
    },
  );

  it.each(["1", "127.0.0.1", "127.0.0.0/8", "loopback", "10.0.0.5, 127.0.0.1", "127.0.0.0/255.0.0.0"])(
    "%s behind nginx: the client is the address nginx saw, not one the client wrote",
    async (value) => {
      expect(await clientIp(value, behindNginx.remote, behindNginx.xff)).toBe("203.0.113.7");
    },
  );

  it("a hop count of 2 takes the address the outer of two proxies saw", async () => {
    expect(await clientIp("2", "10.0.0.2", "6.6.6.6, 203.0.113.7, 10.0.0.9")).toBe("203.0.113.7");
  });

  it("IPv6 proxy addresses and ranges work", async () => {
    expect(await clientIp("::1", "::1", "6.6.6.6, 2001:db8::7")).toBe("2001:db8::7");
    expect(await clientIp("fd00::/8", "fd00::5", "2001:db8::7")).toBe("2001:db8::7");
  });

  it.each(["false", "0"])("%j (the default) believes no header", async (value) => {
    expect(await clientIp(value, behindNginx.remote, behindNginx.xff)).toBe("127.0.0.1");
  });

  it("a request that does not come from the named proxy is taken at its own address", async () => {
    expect(await clientIp("127.0.0.1", "198.51.100.4", "6.6.6.6")).toBe("198.51.100.4");
  });
});

describe("ensureWritableDir", () => {
  it("creates a missing folder and leaves no probe file behind", () => {
    const dir = path.join(dataDir(), "new", "folder");
    ensureWritableDir("UPLOAD_DIR", dir);
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("names the variable when the folder cannot be written", () => {
    const file = path.join(dataDir(), "a-file");
    writeFileSync(file, "");
    expect(() => ensureWritableDir("UPLOAD_DIR", path.join(file, "uploads"))).toThrow(ConfigError);
    expect(() => ensureWritableDir("UPLOAD_DIR", path.join(file, "uploads"))).toThrow(
      /^Invalid environment variable UPLOAD_DIR: cannot write to .+$/,
    );
  });
});

describe("timeouts for slow clients and an unreachable database", () => {
  it("has defaults that let a 10 MB upload through a slow mobile connection", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.timeouts).toEqual({
      headersMs: 15_000,
      requestMs: 30_000,
      uploadMs: 300_000,
      keepAliveMs: 72_000,
    });
    expect(config.databaseConnectTimeoutMs).toBe(5000);
  });

  it("reads them from the environment", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      HEADERS_TIMEOUT_MS: "1000",
      REQUEST_TIMEOUT_MS: "2000",
      UPLOAD_TIMEOUT_MS: "60000",
      KEEP_ALIVE_TIMEOUT_MS: "5000",
      DATABASE_CONNECT_TIMEOUT_MS: "2500",
    });
    expect(config.timeouts).toEqual({
      headersMs: 1000,
      requestMs: 2000,
      uploadMs: 60_000,
      keepAliveMs: 5000,
    });
    expect(config.databaseConnectTimeoutMs).toBe(2500);
  });

  it.each([
    ["REQUEST_TIMEOUT_MS", { REQUEST_TIMEOUT_MS: "" }],
    ["REQUEST_TIMEOUT_MS", { REQUEST_TIMEOUT_MS: "0" }],
    ["REQUEST_TIMEOUT_MS", { REQUEST_TIMEOUT_MS: "30s" }],
    ["UPLOAD_TIMEOUT_MS", { UPLOAD_TIMEOUT_MS: "-1" }],
    ["HEADERS_TIMEOUT_MS", { HEADERS_TIMEOUT_MS: "50" }],
    ["HEADERS_TIMEOUT_MS", { HEADERS_TIMEOUT_MS: "40000", REQUEST_TIMEOUT_MS: "30000" }],
    ["KEEP_ALIVE_TIMEOUT_MS", { KEEP_ALIVE_TIMEOUT_MS: "forever" }],
    ["DATABASE_CONNECT_TIMEOUT_MS", { DATABASE_CONNECT_TIMEOUT_MS: "0" }],
  ])("names %s when its value is bad (a timeout cannot be turned off)", (name, env) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(
      new RegExp(`^Invalid environment variable ${name}:`),
    );
  });
});
