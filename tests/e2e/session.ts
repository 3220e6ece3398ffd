import { createSession } from "../../app/models/session.server";
import { prisma } from "../../app/db.server";
import { sessionStorage } from "../../app/utils/session.server";

/** Creates a database session for the user and returns the signed cookie. */
export async function loginCookieFor(email: string) {
  const user = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const session = await createSession(user.id, { remember: false });
  const cookieSession = await sessionStorage().getSession();
  cookieSession.set("sessionId", session.id);
  const header = await sessionStorage().commitSession(cookieSession);
  const [pair] = header.split(";");
  const index = pair.indexOf("=");
  return { name: pair.slice(0, index), value: pair.slice(index + 1), httpOnly: true, sameSite: "Lax" as const };
}
