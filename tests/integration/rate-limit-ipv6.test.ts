import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { addressKey, checkSignInLimit, RATE_LIMITS } from "~/models/rate-limit.server";
import { TooManyRequests } from "~/utils/errors";
import { uniqueEmail, uniqueIp } from "./helpers";

// The per-address sign-in limit (50 in 15 minutes) counted each IPv6 address on its own. One
// subscriber gets a whole /64, so a single machine could try passwords against any number of
// accounts without limit by changing the low 64 bits of its address for every attempt.

const hex = () => crypto.randomBytes(2).toString("hex");

describe("per-address limits and IPv6", () => {
  it("counts an IPv6 /64 as one address: the 51st sign-in attempt from one network is refused, whatever its low bits", async () => {
    const network = `2001:db8:${hex()}:${hex()}`;
    const { ipLimit } = RATE_LIMITS.login;
    for (let i = 0; i < ipLimit; i++) {
      await checkSignInLimit({ email: uniqueEmail("v6spray"), ip: `${network}:${hex()}:${hex()}:${hex()}:${i.toString(16)}` });
    }
    await expect(checkSignInLimit({ email: uniqueEmail("v6spray"), ip: `${network}::${hex()}` })).rejects.toBeInstanceOf(TooManyRequests);
    // Another network is not affected.
    await expect(checkSignInLimit({ email: uniqueEmail("v6spray"), ip: `2001:db8:${hex()}:${hex()}::1` })).resolves.toBeUndefined();
  });

  it("an IPv4 address counts the same written plainly or IPv4-mapped (as a dual-stack socket reports it)", async () => {
    const ip = uniqueIp();
    const { ipLimit } = RATE_LIMITS.login;
    for (let i = 0; i < ipLimit; i++) await checkSignInLimit({ email: uniqueEmail("v4mapped"), ip: i % 2 ? ip : `::ffff:${ip}` });
    await expect(checkSignInLimit({ email: uniqueEmail("v4mapped"), ip })).rejects.toBeInstanceOf(TooManyRequests);
  });

  it("addressKey: IPv4 as is, IPv6 by its /64 in one spelling", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::9")).toBe("2001:db8:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("unknown")).toBe("unknown");
  });
});
