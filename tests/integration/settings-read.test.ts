import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRawConnection, prisma } from "~/db.server";
import { currentSettings, forgetCachedSettings, getSettings, saveSettings, settingsDefaults, settingsInRupees } from "~/models/settings.server";

// Issue 13: the shop settings' synchronous read (models/settings.server.ts) is consistent with the
// other reads: it sees committed settings only (never another request's open transaction, which may
// roll back), never waits for that transaction, and follows a save made by another connection
// (another process) without this process being told.

async function saveShopName(shopName: string) {
  const { updatedAt: _u, ...values } = settingsInRupees(await getSettings());
  return saveSettings({ ...values, shopName });
}

beforeAll(async () => {
  await saveShopName("Committed Name");
});

afterAll(async () => {
  const { updatedAt: _u, version: _v, ...values } = settingsInRupees(settingsDefaults());
  await saveSettings({ ...values, version: (await getSettings()).version });
});

describe("shop settings read", () => {
  it("inside another transaction's open write: answers the committed value at once, and keeps no rolled-back value", async () => {
    const seen: string[] = [];
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.shopSettings.update({ where: { id: 1 }, data: { shopName: "Uncommitted Name", version: { increment: 1 } } });
        // Another request's synchronous read while this transaction is open (the pricing engine, an e-mail),
        // with nothing cached (as after a save by this process).
        forgetCachedSettings();
        seen.push(currentSettings().shopName);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(seen).toEqual(["Committed Name"]);
    expect(currentSettings().shopName).toBe("Committed Name");
    expect((await getSettings()).shopName).toBe("Committed Name");
  });

  it("follows a save committed by another connection (another process)", async () => {
    expect(currentSettings().shopName).toBe("Committed Name");
    const other = new Database((await getRawConnection()).name);
    other.pragma("busy_timeout = 5000");
    other.prepare(`UPDATE "ShopSettings" SET "shopName" = 'Saved Elsewhere', "version" = "version" + 1 WHERE "id" = 1`).run();
    other.close();
    expect(currentSettings().shopName).toBe("Saved Elsewhere");
    expect((await getSettings()).shopName).toBe("Saved Elsewhere");
  });
});
