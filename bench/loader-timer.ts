// Shared by bench/admin.ts and bench/scale.ts: call a route module's loader
// in-process, the way Remix would, and time it. Import this only after
// DATABASE_URL points at the benchmark database.
import fs from "node:fs";
import path from "node:path";

export type LoaderCase = { name: string; module: string; url: string; params?: Record<string, string>; auth?: "cookie" | "bearer" | "none" };
type Loader = (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => unknown;

export type Timing = { median: number; p95: number; cpu: number; status: number; /** The first call (caches empty). */ cold: number };

export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** A signed-in admin: a session cookie and a bearer token. */
export async function adminCredentials() {
  const { prisma } = await import("../app/db.server");
  const { createSession } = await import("../app/models/session.server");
  const { sessionStorage } = await import("../app/utils/session.server");
  const { issueTokenPair } = await import("../app/models/token.server");
  const admin = await prisma.user.findFirstOrThrow({ where: { role: "admin" }, select: { id: true } });
  const session = await createSession(admin.id, { remember: false });
  const cookieSession = await sessionStorage().getSession();
  cookieSession.set("sessionId", session.id);
  const cookie = (await sessionStorage().commitSession(cookieSession)).split(";")[0];
  const { token } = await issueTokenPair(admin.id);
  return { cookie, token };
}

async function loadModule(name: string): Promise<Loader | null> {
  for (const ext of [".tsx", ".ts"]) {
    const file = path.resolve("app/routes", `${name}${ext}`);
    if (fs.existsSync(file)) return ((await import(file)) as { loader?: Loader }).loader ?? null;
  }
  return null;
}

/** A first (cold) call, a warm-up call, then `runs` timed calls; null when the route module does not exist. */
export async function timeLoader(c: LoaderCase, runs: number, creds: { cookie: string; token: string }): Promise<Timing | null> {
  const loader = await loadModule(c.module);
  if (!loader) return null;
  const headers: Record<string, string> =
    c.auth === "bearer" ? { Authorization: `Bearer ${creds.token}` } : c.auth === "none" ? {} : { Cookie: creds.cookie };
  const call = async () => {
    try {
      const out = await loader({ request: new Request(`http://localhost${c.url}`, { headers }), params: c.params ?? {}, context: { clientIp: "127.0.0.1" } });
      return out instanceof Response ? out.status : 200;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status;
      console.error(thrown);
      return 500;
    }
  };
  const t00 = performance.now();
  await call();
  const cold = performance.now() - t00;
  await call();
  const wall: number[] = [];
  const cpu: number[] = [];
  let status = 0;
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    status = await call();
    wall.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
  }
  return { median: percentile(wall, 50), p95: percentile(wall, 95), cpu: percentile(cpu, 50), status, cold };
}
