import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";

/**
 * Does a merchant's site allow being shown in a frame on our pages? We fetch it once on save (GET,
 * headers only, short timeout, at most MAX_REDIRECTS redirects, each hop re-checked) and read
 * X-Frame-Options and the CSP frame-ancestors directive. Anything unclear — unreachable, an error
 * status, too many redirects, a refused address — is "not embeddable": the web then shows a link.
 *
 * SSRF guard: the server must not be usable to reach its own network. Every address a hostname
 * resolves to must be public; the check runs inside the socket's DNS lookup, so the address that is
 * checked is the address that is connected to (no rebinding between check and connect).
 */

export interface ProbeOptions {
  /** Reach private and loopback addresses too (tests, closed networks). */
  allowPrivate?: boolean;
  timeoutMs?: number;
  /** The web app's origin, matched against host sources of frame-ancestors. */
  ownOrigin?: string;
}

const MAX_REDIRECTS = 2;
const DEFAULT_TIMEOUT_MS = 3000;

// Two lists: a BlockList also matches IPv4 addresses against IPv4-mapped IPv6 rules.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blocked4.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96], // IPv4-mapped: would smuggle any IPv4 address
  ["64:ff9b::", 96], // NAT64
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  blocked6.addSubnet(net, prefix, "ipv6");
}

/** True for loopback, private, link-local, reserved and other non-public addresses. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked4.check(address, "ipv4");
  if (family === 6) return blocked6.check(address, "ipv6");
  return true;
}

class RefusedAddress extends Error {}

type LookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      if (!list.length) return callback(new Error(`${hostname} has no address`), []);
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address))) {
        return callback(new RefusedAddress(`${hostname} resolves to a private address`), []);
      }
      if (options.all) return callback(null, list);
      const first = list[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

interface Head {
  status: number;
  location: string | undefined;
  headers: http.IncomingHttpHeaders;
}

/** One GET, headers only: the body is never read. */
function fetchHead(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<Head> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // A literal IP skips DNS (and so the guarded lookup): check it here.
  if (isIP(host) && !allowPrivate && isPrivateAddress(host)) {
    return Promise.reject(new RefusedAddress(`${host} is a private address`));
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Head>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "GET",
        signal,
        lookup: guardedLookup(allowPrivate) as unknown as typeof dnsLookup,
        headers: { "user-agent": "AskEarn-SiteProbe/1.0", accept: "text/html,*/*" },
        agent: false,
      },
      (response) => {
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          headers: response.headers,
        });
        response.destroy();
      },
    );
    request.on("error", reject);
    request.end();
  });
}

const headerValues = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The origin as frame-ancestors host sources see it: scheme, host, optional port. */
function sourceMatches(source: string, origin: URL | undefined): boolean {
  if (source === "*") return true;
  if (/^https?:$/i.test(source)) return origin ? origin.protocol === source.toLowerCase() : false;
  if (!origin) return false;
  const m = /^(?:(https?):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?/i.exec(source);
  if (!m) return false;
  const [, scheme, wildcard, host, port] = m;
  if (scheme && `${scheme.toLowerCase()}:` !== origin.protocol) return false;
  const originHost = origin.hostname.toLowerCase();
  const wanted = (host ?? "").toLowerCase();
  const hostOk = wildcard ? originHost.endsWith(`.${wanted}`) : originHost === wanted;
  const originPort = origin.port || (origin.protocol === "https:" ? "443" : "80");
  const portOk = !port || port === "*" || port === originPort;
  return hostOk && portOk;
}

/** Whether these response headers let another origin frame the page. */
export function allowsFraming(headers: http.IncomingHttpHeaders, ownOrigin?: string): boolean {
  const xfo = headerValues(headers["x-frame-options"])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  // DENY and SAMEORIGIN forbid us; ALLOW-FROM is obsolete and treated as a refusal too.
  if (xfo.some((v) => v === "deny" || v === "sameorigin" || v.startsWith("allow-from"))) return false;

  const origin = ownOrigin ? new URL(ownOrigin) : undefined;
  for (const policy of headerValues(headers["content-security-policy"]).flatMap((v) => v.split(","))) {
    for (const directive of policy.split(";")) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name?.toLowerCase() !== "frame-ancestors") continue;
      // Every policy must allow us: one frame-ancestors that does not is enough to refuse.
      if (!sources.some((s) => sourceMatches(s, origin))) return false;
    }
  }
  return true;
}

/**
 * Probes a site; never throws. Only http(s) URLs are fetched; redirects are followed at most
 * MAX_REDIRECTS times, each target checked like the first.
 */
export async function probeEmbeddable(siteUrl: string, opts: ProbeOptions = {}): Promise<boolean> {
  const signal = AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    let url = new URL(siteUrl);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (url.protocol !== "http:" && url.protocol !== "https:") return false;
      if (url.username || url.password) return false;
      const head = await fetchHead(url, opts.allowPrivate ?? false, signal);
      if (head.status >= 300 && head.status < 400 && head.location) {
        url = new URL(head.location, url);
        continue;
      }
      if (head.status < 200 || head.status >= 400) return false;
      return allowsFraming(head.headers, opts.ownOrigin);
    }
    return false;
  } catch {
    return false;
  }
}
