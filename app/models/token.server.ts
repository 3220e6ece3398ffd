import crypto from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { prisma } from "~/db.server";
import { ACCOUNT_DEACTIVATED } from "~/models/user.server";
import { ACCESS_TOKEN_MINUTES, REFRESH_TOKEN_DAYS } from "~/utils/constants";
import { getEnv } from "~/utils/env.server";
import { Forbidden, Unauthorized } from "~/utils/errors";

// API credentials (DECISIONS 3.9): a short-lived access JWT plus an opaque
// refresh token that rotates on every use. Refresh tokens are stored only as
// sha256 digests; each belongs to a family (one sign-in), and presenting a
// token that was already rotated or revoked revokes its whole family, since
// either the client or a thief holds a stolen copy.
//
// An access token carries the user's `tokenVersion` (claim `ver`); bearer auth
// compares it with the user row it reads on every call anyway, so bumping the
// version (API logout, password change or reset, deactivation) revokes every
// access token of the user at once instead of when it expires.

export const INVALID_TOKEN = "Invalid or expired token";
export const INVALID_REFRESH_TOKEN = "Invalid or expired refresh token";

export const JWT_ISSUER = "surat-ethnic-store";
export const JWT_AUDIENCE = "api";
const ACCESS_TYP = "access";

export type TokenPair = { token: string; refreshToken: string };

const secretKey = () => new TextEncoder().encode(getEnv().JWT_SECRET);
const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

async function currentTokenVersion(userId: string): Promise<number> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { tokenVersion: true } });
  return user?.tokenVersion ?? 0;
}

/** An HS256 access token for the user at their current token version, valid ACCESS_TOKEN_MINUTES. */
export async function createAccessToken(userId: string, version?: number): Promise<string> {
  const ver = version ?? (await currentTokenVersion(userId));
  return new SignJWT({ typ: ACCESS_TYP, ver })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime(`${ACCESS_TOKEN_MINUTES}m`)
    .sign(secretKey());
}

/**
 * The user id and token version of a valid access token; Unauthorized for a
 * bad, expired or non-access token. The caller must compare `version` with
 * the user's current `tokenVersion` (requireApiUser does).
 */
export async function verifyAccessTokenClaims(token: string): Promise<{ userId: string; version: number }> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ["HS256"], issuer: JWT_ISSUER, audience: JWT_AUDIENCE });
    if (payload.typ !== ACCESS_TYP || typeof payload.sub !== "string" || !payload.sub) throw new Error("not an access token");
    // Tokens signed before versions existed count as version 0: the first bump ends them too.
    const version = payload.ver === undefined ? 0 : payload.ver;
    if (typeof version !== "number" || !Number.isInteger(version)) throw new Error("bad token version");
    return { userId: payload.sub, version };
  } catch {
    throw new Unauthorized(INVALID_TOKEN);
  }
}

/** The user id of a valid access token (its version not checked: use verifyAccessTokenClaims for auth). */
export async function verifyAccessToken(token: string): Promise<string> {
  return (await verifyAccessTokenClaims(token)).userId;
}

/** Ends every access token of the user now (they carry the old version). */
export async function revokeAccessTokens(userId: string) {
  await prisma.user.updateMany({ where: { id: userId }, data: { tokenVersion: { increment: 1 } } });
}

function newRefreshToken() {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: sha256(token), expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000) };
}

/** A fresh sign-in: an access token and the first refresh token of a new family. */
export async function issueTokenPair(userId: string): Promise<TokenPair> {
  const refresh = newRefreshToken();
  await prisma.refreshToken.create({
    data: { userId, tokenHash: refresh.tokenHash, familyId: crypto.randomUUID(), expiresAt: refresh.expiresAt },
  });
  return { token: await createAccessToken(userId), refreshToken: refresh.token };
}

type RotateOutcome =
  | { kind: "rotated"; userId: string; refreshToken: string; version: number }
  | { kind: "invalid" }
  | { kind: "reused" }
  | { kind: "deactivated" };

/**
 * Exchanges a refresh token for a new pair. The old token is marked replaced
 * and revoked in the same transaction that issues its successor (and the
 * update is conditional), so two concurrent uses of one token cannot both
 * succeed: the loser looks like reuse and revokes the family.
 */
export async function rotateRefreshToken(presented: string): Promise<TokenPair & { userId: string }> {
  const now = new Date();
  const outcome = await prisma.$transaction(async (tx): Promise<RotateOutcome> => {
    const row = await tx.refreshToken.findUnique({
      where: { tokenHash: sha256(presented) },
      select: {
        id: true,
        userId: true,
        familyId: true,
        expiresAt: true,
        revokedAt: true,
        replacedAt: true,
        user: { select: { isActive: true, tokenVersion: true } },
      },
    });
    if (!row) return { kind: "invalid" };
    if (!row.user.isActive) {
      await tx.refreshToken.updateMany({ where: { userId: row.userId, revokedAt: null }, data: { revokedAt: now } });
      return { kind: "deactivated" };
    }
    const revokeFamily = () => tx.refreshToken.updateMany({ where: { familyId: row.familyId, revokedAt: null }, data: { revokedAt: now } });
    if (row.revokedAt || row.replacedAt) {
      await revokeFamily();
      return { kind: "reused" };
    }
    if (row.expiresAt <= now) {
      await revokeFamily();
      return { kind: "invalid" };
    }
    const claimed = await tx.refreshToken.updateMany({
      where: { id: row.id, revokedAt: null, replacedAt: null },
      data: { revokedAt: now, replacedAt: now },
    });
    if (claimed.count !== 1) {
      await revokeFamily();
      return { kind: "reused" };
    }
    const next = newRefreshToken();
    await tx.refreshToken.create({ data: { userId: row.userId, tokenHash: next.tokenHash, familyId: row.familyId, expiresAt: next.expiresAt } });
    return { kind: "rotated", userId: row.userId, refreshToken: next.token, version: row.user.tokenVersion };
  });
  // Thrown after the transaction so the family revocation above is committed.
  if (outcome.kind === "deactivated") throw new Forbidden(ACCOUNT_DEACTIVATED);
  if (outcome.kind !== "rotated") throw new Unauthorized(INVALID_REFRESH_TOKEN);
  return { userId: outcome.userId, token: await createAccessToken(outcome.userId, outcome.version), refreshToken: outcome.refreshToken };
}

/**
 * API sign-out. With a refresh token: revokes that token's family (that
 * sign-in), when it belongs to the user. Without one: revokes every refresh
 * token of the user (sign out of the API everywhere; web sessions stay).
 * Either way every access token of the user stops working at once (the
 * user's other API sign-ins get a new one from their refresh token).
 */
export async function revokeRefreshTokens(userId: string, presented?: string | null) {
  const now = new Date();
  await revokeAccessTokens(userId);
  if (!presented) {
    await prisma.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
    return;
  }
  const row = await prisma.refreshToken.findUnique({ where: { tokenHash: sha256(presented) }, select: { userId: true, familyId: true } });
  if (!row || row.userId !== userId) return;
  await prisma.refreshToken.updateMany({ where: { familyId: row.familyId, revokedAt: null }, data: { revokedAt: now } });
}

/** Housekeeping: drop refresh tokens that expired more than a day ago. */
export async function deleteExpiredRefreshTokens() {
  await prisma.refreshToken.deleteMany({ where: { expiresAt: { lt: new Date(Date.now() - 86_400_000) } } });
}
