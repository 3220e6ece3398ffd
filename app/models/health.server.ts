import { prisma } from "~/db.server";

const DB_CHECK_TIMEOUT_MS = 2000;

/**
 * True when the database answers `SELECT 1` within two seconds. A long
 * transaction holding the connection counts as down for the health check
 * rather than hanging it.
 */
export async function checkDatabase(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DB_CHECK_TIMEOUT_MS);
  });
  const query = prisma.$queryRaw`SELECT 1`.then(
    () => true,
    (error: unknown) => {
      console.error("[health] database check failed:", error);
      return false;
    },
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
