import { describe, expect, it } from "vitest";
import { addressKey } from "./rate-limits";

describe("addressKey", () => {
  it("counts an IPv4 address whole", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const one = addressKey("2001:db8:0:12::1");
    expect(one).toBe("2001:db8:0:12::/64");
    expect(addressKey("2001:0DB8:0000:0012:ffff:1:2:3")).toBe(one);
    expect(addressKey("2001:db8:0:12:abcd::")).toBe(one);
    expect(addressKey("2001:db8:0:13::1")).not.toBe(one);
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves other keys (no address known) as they are", () => {
    expect(addressKey("local")).toBe("local");
  });
});
