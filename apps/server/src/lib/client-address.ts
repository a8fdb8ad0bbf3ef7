import ipaddr from "ipaddr.js";

/**
 * The key a client address is counted under by the login and rate limits. An IPv6 client is handed a
 * whole /64 (and picks addresses in it freely, privacy extensions do so on their own), so the /64 is
 * one client: otherwise every guess could come from a fresh address. IPv4 (also IPv4-mapped IPv6) is
 * the address itself. Anything unparsable is kept as it is.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip); // IPv4-mapped IPv6 becomes IPv4
  if (address.kind() === "ipv4") return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(":")}::/64`;
}
