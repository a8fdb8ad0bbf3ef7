import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address.js";

describe("clientAddressKey", () => {
  it("counts an IPv6 client by its /64, whatever address it picks in it", () => {
    expect(clientAddressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:0db8:0001:0002:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("keeps IPv4 (also IPv4-mapped IPv6) as the address, and anything else as it is", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("not an address")).toBe("not an address");
  });
});
