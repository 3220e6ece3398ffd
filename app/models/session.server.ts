import { committedStatement, prisma } from "~/db.server";
import { SESSION_DAYS_REMEMBER, SESSION_HOURS_DEFAULT } from "~/utils/constants";

// Database sessions: the web cookie holds only the id, so sign-out and
// deactivation end a session at once (DECISIONS 3.9).

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: string;
  createdAt: Date;
};

export async function createSession(userId: string, { remember = false, userAgent }: { remember?: boolean; userAgent?: string | null } = {}) {
  const ms = remember ? SESSION_DAYS_REMEMBER * 86_400_000 : SESSION_HOURS_DEFAULT * 3_600_000;
  return prisma.session.create({
    data: { userId, expiresAt: new Date(Date.now() + ms), userAgent: userAgent?.slice(0, 300) ?? null },
    select: { id: true, expiresAt: true },
  });
}

type SessionRow = Omit<SessionUser, "createdAt"> & { expiresAt: string | number; isActive: number | bigint; createdAt: string | number };

// Every personal page asks: one prepared statement on the committed-reads connection (db.server.ts).
const SESSION_USER_SQL = `SELECT s."expiresAt", u."id", u."email", u."firstName", u."lastName", u."phone", u."role", u."isActive", u."createdAt"
  FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE s."id" = ?`;

/** The signed-in, active user of a session, or null when it is unknown, expired or deactivated. */
export async function getSessionUser(sessionId: string): Promise<SessionUser | null> {
  const statement = committedStatement<SessionRow>(SESSION_USER_SQL);
  if (statement) {
    const row = statement.get(sessionId);
    if (!row || new Date(row.expiresAt) < new Date() || !Number(row.isActive)) return null;
    return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, phone: row.phone, role: row.role, createdAt: new Date(row.createdAt) };
  }
  const session = await prisma.session.findUnique({
    where: { id: sessionId },
    select: {
      expiresAt: true,
      user: {
        select: { id: true, email: true, firstName: true, lastName: true, phone: true, role: true, isActive: true, createdAt: true },
      },
    },
  });
  if (!session || session.expiresAt < new Date() || !session.user.isActive) return null;
  const { isActive: _active, ...user } = session.user;
  return user;
}

export async function deleteSession(sessionId: string) {
  await prisma.session.deleteMany({ where: { id: sessionId } });
}

/**
 * Ends every web session, API refresh token and API access token of a user
 * (deactivation, password change and reset): access tokens carry the user's
 * tokenVersion, which this bumps.
 */
export async function endAllSessions(userId: string) {
  await prisma.$transaction([
    prisma.session.deleteMany({ where: { userId } }),
    prisma.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } }),
    prisma.user.updateMany({ where: { id: userId }, data: { tokenVersion: { increment: 1 } } }),
  ]);
}

export async function deleteExpiredSessions() {
  await prisma.session.deleteMany({ where: { expiresAt: { lt: new Date() } } });
}
