import crypto from "node:crypto";
import type { z } from "zod";
import { prisma } from "~/db.server";
import { passwordResetEmail, queueEmail, welcomeEmail } from "~/models/email.server";
import { requestSubscription } from "~/models/newsletter.server";
import { checkChangePasswordLimit, recordChangePasswordSuccess } from "~/models/rate-limit.server";
import { endAllSessions } from "~/models/session.server";
import { RESET_INVALID, type ProfileSchema, type RegisterSchema } from "~/schemas/auth";
import { PASSWORD_RESET_MINUTES } from "~/utils/constants";
import { Conflict, Forbidden, Unauthorized, ValidationError } from "~/utils/errors";
import { burnPasswordCheck, hashPassword, verifyPassword } from "~/utils/password.server";
import { siteUrl } from "~/utils/urls.server";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const ACCOUNT_DEACTIVATED = "Your account has been deactivated. Please contact support.";
export const EMAIL_TAKEN = "An account with this email already exists";

const publicSelect = { id: true, firstName: true, lastName: true, email: true, phone: true, role: true, createdAt: true } as const;

/** The documents' user shape: { id, firstName, lastName, email, phone, role, joinedDate }. */
export function toPublicUser(u: { id: string; firstName: string; lastName: string; email: string; phone: string | null; role: string; createdAt: Date }) {
  const role: "customer" | "admin" = u.role === "admin" ? "admin" : "customer";
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    role,
    joinedDate: u.createdAt.toISOString(),
  };
}
export type PublicUser = ReturnType<typeof toPublicUser>;

export async function getUserById(id: string) {
  const user = await prisma.user.findUnique({ where: { id }, select: { ...publicSelect, isActive: true, tokenVersion: true } });
  return user;
}

type RegisterInput = Omit<z.infer<typeof RegisterSchema>, "redirectTo" | "confirmPassword"> & { confirmPassword?: string };

export async function registerUser(input: RegisterInput) {
  const email = input.email.toLowerCase();
  const existing = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) throw new Conflict(EMAIL_TAKEN, [{ param: "email", msg: EMAIL_TAKEN }]);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await prisma.$transaction(async (tx) => {
      const listed = await tx.newsletterSubscriber.findUnique({ where: { email }, select: { confirmedAt: true, unsubscribedAt: true } });
      const created = await tx.user.create({
        data: {
          email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          gender: input.gender ?? null,
          // True once the address has confirmed the newsletter link (double opt-in), not on a ticked box.
          newsletter: Boolean(listed?.confirmedAt && !listed.unsubscribedAt),
        },
        select: publicSelect,
      });
      await queueEmail(welcomeEmail(email, created.firstName), tx);
      return created;
    });
    // Registration does not prove the address is the registrant's: the newsletter asks its owner first.
    if (input.subscribeNewsletter ?? true) await requestSubscription(email);
    return toPublicUser(user);
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides.
    if ((error as { code?: string }).code === "P2002") throw new Conflict(EMAIL_TAKEN, [{ param: "email", msg: EMAIL_TAKEN }]);
    throw error;
  }
}

/**
 * Checks e-mail and password. Unknown e-mail and wrong password fail the same
 * way (and take the same time): Unauthorized. A deactivated account with the
 * right password: Forbidden.
 */
export async function verifyLogin(emailRaw: string, password: string): Promise<PublicUser> {
  const email = emailRaw.trim().toLowerCase();
  const user = await prisma.user.findUnique({ where: { email }, select: { ...publicSelect, passwordHash: true, isActive: true } });
  if (!user) {
    await burnPasswordCheck(password);
    throw new Unauthorized(INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw new Unauthorized(INVALID_CREDENTIALS);
  if (!user.isActive) throw new Forbidden(ACCOUNT_DEACTIVATED);
  await prisma.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  return toPublicUser(user);
}

export async function updateProfile(userId: string, input: z.infer<typeof ProfileSchema>) {
  const user = await prisma.user.update({ where: { id: userId }, data: input, select: publicSelect });
  return toPublicUser(user);
}

/**
 * The one password change, for the web form and the API alike: rate limited
 * like a sign-in (guessing the current password is guessing a sign-in;
 * TooManyRequests), ValidationError for a wrong current password. On success
 * whoever knew the old password is signed out everywhere: every web session,
 * refresh token and access token of the user ends. The caller starts a fresh
 * session (web) or issues a fresh token pair (API) for the one who changed it.
 */
export async function changePassword(userId: string, currentPassword: string, newPassword: string) {
  await checkChangePasswordLimit(userId);
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new ValidationError("Current password is incorrect", [{ param: "currentPassword", msg: "Current password is incorrect" }]);
  }
  await prisma.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(newPassword) } });
  await endAllSessions(userId);
  await recordChangePasswordSuccess(userId);
}

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/**
 * Queues a reset link when the e-mail belongs to an active account; does
 * nothing otherwise. Callers answer the same either way (no enumeration).
 * The link is on APP_URL (siteUrl), never the request's Host.
 */
export async function requestPasswordReset(emailRaw: string) {
  const email = emailRaw.trim().toLowerCase();
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, firstName: true, isActive: true } });
  if (!user || !user.isActive) return;
  const token = crypto.randomBytes(32).toString("base64url");
  await prisma.$transaction(async (tx) => {
    // Only the newest link works.
    await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } });
    await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000) },
    });
    await queueEmail(passwordResetEmail(email, user.firstName, siteUrl(`/reset-password?token=${token}`), PASSWORD_RESET_MINUTES), tx);
  });
}

/** Single-use, expiring: sets the password and ends every session of the user. */
export async function resetPassword(token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const userId = await prisma.$transaction(async (tx) => {
    const row = await tx.passwordResetToken.findUnique({ where: { tokenHash: sha256(token) }, select: { id: true, userId: true, usedAt: true, expiresAt: true } });
    if (!row || row.usedAt || row.expiresAt < new Date()) return null;
    const used = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (used.count !== 1) return null;
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
    return row.userId;
  });
  if (!userId) throw new ValidationError(RESET_INVALID, [{ param: "token", msg: RESET_INVALID }]);
  await endAllSessions(userId);
}

export async function isResetTokenUsable(token: string) {
  const row = await prisma.passwordResetToken.findUnique({ where: { tokenHash: sha256(token) }, select: { usedAt: true, expiresAt: true } });
  return Boolean(row && !row.usedAt && row.expiresAt > new Date());
}

/** Activates or deactivates a customer; deactivation ends their sessions and API tokens. */
export async function setUserActive(userId: string, isActive: boolean) {
  const user = await prisma.user.update({ where: { id: userId }, data: { isActive }, select: { ...publicSelect, isActive: true } });
  if (!isActive) await endAllSessions(userId);
  return user;
}

/** ADMIN_EMAIL/ADMIN_PASSWORD bootstrap (DECISIONS 3.11): create or update that admin. */
export async function ensureAdmin(emailRaw: string, password: string, names = { firstName: "Store", lastName: "Admin" }) {
  const email = emailRaw.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  return prisma.user.upsert({
    where: { email },
    create: { email, passwordHash, role: "admin", isActive: true, ...names },
    update: { passwordHash, role: "admin", isActive: true },
    select: { id: true, email: true },
  });
}
