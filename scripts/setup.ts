// `npm start` step between build and serve: migrate the SQLite database,
// seed the demo catalogue when it is empty, create or update the
// ADMIN_EMAIL admin, and print the sign-ins.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const url = process.env.DATABASE_URL || "file:./prisma/data.db";
process.env.DATABASE_URL = url;
const file = url.replace(/^file:/, "");
fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });

execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: process.env,
});
console.log(`Database ready: ${file}`);

const { prisma } = await import("../app/db.server");
const { getEnv } = await import("../app/utils/env.server");
const env = getEnv(); // validates the environment; refuses default secrets in production

const products = await prisma.product.count();
if (products === 0) {
  const { seedDemo } = await import("../prisma/seed");
  console.log("Empty database: seeding the demo catalogue...");
  await seedDemo(prisma, { log: (line: string) => console.log(`  ${line}`) });
}

if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
  const { ensureAdmin } = await import("../app/models/user.server");
  await ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  console.log(`Admin account ready: ${env.ADMIN_EMAIL}`);
}

const { DEMO_ADMIN, DEMO_CUSTOMER } = await import("../prisma/demo-accounts");
const demo = await prisma.user.findMany({
  where: { email: { in: [DEMO_ADMIN.email, DEMO_CUSTOMER.email] } },
  select: { email: true },
});
if (demo.length) {
  console.log("\nDemo sign-ins (seeded):");
  if (demo.some((u) => u.email === DEMO_ADMIN.email)) console.log(`  admin     ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  if (demo.some((u) => u.email === DEMO_CUSTOMER.email)) console.log(`  customer  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  console.log("");
}
await prisma.$disconnect();
