import { expect, test } from "@playwright/test";
import { prisma } from "../../app/db.server";

// Checks that compare pages with each other or with the database while other tests write the
// catalogue (two workers, one server, one database). A page loaded before another test's write
// and one loaded (or a read made) after it legitimately differ; a real bug makes them differ with
// nothing written in between. The catalogue version (DataVersion row 2, bumped by triggers on
// every write a public page can show: products, categories, subcategories...) tells the two apart.
//
// The server holds the versions in memory and re-reads them at most every 100 ms for writes made by
// another process, such as the test runner's Prisma (app/utils/data-cache.server.ts RECHECK_MS,
// decision 0028): its page cache may answer from the version before such a write for up to that
// long. So the version is read, the server is given that long to catch up, the pages are looked at,
// and the version is read again.

/** data-cache.server.ts RECHECK_MS (DATA_VERSION_RECHECK_MS is not set for the e2e server). */
const SERVER_RECHECK_MS = 100;

async function catalogVersion(): Promise<number> {
  const rows = await prisma.$queryRaw<Array<{ version: number | bigint }>>`SELECT "version" FROM "DataVersion" WHERE "id" = 2`;
  return Number(rows[0]?.version ?? 0);
}

/**
 * Runs `look` (loads pages, reads the database; returns null when what it compares agrees, else a
 * description of the difference) until it agrees. A difference while the catalogue version stayed
 * the same is a real one and fails at once; one that straddled another test's catalogue write is
 * looked at again, for up to `timeout` ms, after which the first and last differences are reported.
 */
export async function expectAgreementOnStillCatalogue(what: string, look: () => Promise<string | null>, { timeout = 20_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  let first: string | null = null;
  for (;;) {
    const before = await catalogVersion();
    await new Promise((resolve) => setTimeout(resolve, SERVER_RECHECK_MS + 20));
    const difference = await look();
    if (difference === null) return;
    const after = await catalogVersion();
    if (after === before) expect(difference, `${what}: a difference with no catalogue write in between (catalogue version ${before} throughout)`).toBeNull();
    const straddled = `${difference} (catalogue version ${before} -> ${after}: another test wrote meanwhile)`;
    first ??= straddled;
    test.info().annotations.push({ type: "looked again", description: `${what}: ${straddled}` });
    if (Date.now() > deadline) expect(straddled, `${what}: the catalogue did not hold still for one look in ${timeout} ms; first difference: ${first}`).toBeNull();
  }
}
