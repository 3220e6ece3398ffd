// `npm start` step between build and serve: check the environment, migrate
// the SQLite database, then
//   outside production: seed the demo catalogue (with the demo sign-ins the
//     README prints) when it is empty, and create or update the ADMIN_EMAIL admin;
//   in production: never any demo data or known password. The first admin
//     comes from ADMIN_EMAIL / ADMIN_PASSWORD (the app's password rule); without
//     an admin, or with a demo account that still has its published password,
//     setup refuses with the reason and a non-zero exit.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Setup cannot go on: the message says why and what to do. */
class SetupRefused extends Error {}

function refuse(message: string): never {
  throw new SetupRefused(message);
}

async function main() {
  const { getEnv } = await import("../app/utils/env.server");
  const env = getEnv(); // the production contract (secrets, APP_URL, payments) is checked before anything is written

  const url = env.DATABASE_URL;
  process.env.DATABASE_URL = url;
  const file = url.replace(/^file:/, "");
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: process.env,
  });
  console.log(`Database ready: ${file}`);

  const { prisma } = await import("../app/db.server");
  try {
    if (env.NODE_ENV === "production") await productionSetup(env);
    else await developmentSetup(env);
  } finally {
    await prisma.$disconnect();
  }
}

type SetupEnv = { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string };

/** ADMIN_EMAIL / ADMIN_PASSWORD checked with the app's own rules (the change-password rule, the strongest it has). */
async function checkedAdmin(env: SetupEnv) {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env;
  if (!ADMIN_EMAIL && !ADMIN_PASSWORD) return null;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) refuse(`${ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"} is not set: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.`);
  const { ForgotPasswordSchema, strongPassword } = await import("../app/schemas/auth");
  const { DEMO_ADMIN, DEMO_CUSTOMER } = await import("../prisma/demo-accounts");
  const parsed = ForgotPasswordSchema.extend({ password: strongPassword }).safeParse({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path[0] === "email" ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"}: ${i.message}`);
    refuse(`The admin account cannot be created:\n${problems.join("\n")}`);
  }
  if ([DEMO_ADMIN.password, DEMO_CUSTOMER.password].includes(ADMIN_PASSWORD as never)) {
    refuse("ADMIN_PASSWORD is a demo password printed in the README: choose your own.");
  }
  return parsed.data;
}

async function productionSetup(env: SetupEnv) {
  const { prisma } = await import("../app/db.server");
  const { verifyPassword } = await import("../app/utils/password.server");
  const { DEMO_ADMIN, DEMO_CUSTOMER } = await import("../prisma/demo-accounts");

  // A database that was seeded as a demo (or copied from a development machine)
  // still holds accounts whose passwords are published: refuse to go live with them.
  for (const demo of [DEMO_ADMIN, DEMO_CUSTOMER]) {
    const user = await prisma.user.findUnique({ where: { email: demo.email }, select: { passwordHash: true, isActive: true } });
    if (user?.isActive && (await verifyPassword(user.passwordHash, demo.password))) {
      refuse(`The demo account ${demo.email} still has the password printed in the README. Change its password or deactivate it before running in production.`);
    }
  }

  const admin = await checkedAdmin(env);
  if (admin) {
    const { ensureAdmin } = await import("../app/models/user.server");
    await ensureAdmin(admin.email, admin.password);
    console.log(`Admin account ready: ${admin.email}`);
  }
  const admins = await prisma.user.count({ where: { role: "admin", isActive: true } });
  if (admins === 0) {
    refuse(
      "No admin account: production never creates one with a known password. " +
        "Set ADMIN_EMAIL and ADMIN_PASSWORD (8-128 characters with upper and lower case, a digit and one of @$!%*?&) and run setup again.",
    );
  }
  if ((await prisma.product.count()) === 0) {
    console.log("The catalogue is empty: production setup does not seed demo data. Add categories and products in /admin.");
  }
}

async function developmentSetup(env: SetupEnv) {
  const { prisma } = await import("../app/db.server");
  if ((await prisma.product.count()) === 0) {
    const { seedDemo } = await import("../prisma/seed");
    console.log("Empty database: seeding the demo catalogue...");
    await seedDemo(prisma, { log: (line: string) => console.log(`  ${line}`) });
  }

  const admin = await checkedAdmin(env);
  if (admin) {
    const { ensureAdmin } = await import("../app/models/user.server");
    await ensureAdmin(admin.email, admin.password);
    console.log(`Admin account ready: ${admin.email}`);
  }

  const { DEMO_ADMIN, DEMO_CUSTOMER } = await import("../prisma/demo-accounts");
  const demo = await prisma.user.findMany({
    where: { email: { in: [DEMO_ADMIN.email, DEMO_CUSTOMER.email] } },
    select: { email: true },
  });
  if (demo.length) {
    console.log("\nDemo sign-ins (seeded, development only):");
    if (demo.some((u) => u.email === DEMO_ADMIN.email)) console.log(`  admin     ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    if (demo.some((u) => u.email === DEMO_CUSTOMER.email)) console.log(`  customer  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
    console.log("");
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof SetupRefused || (error as Error)?.name === "EnvError") {
    console.error(`\nSetup refused: ${(error as Error).message}\n`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
