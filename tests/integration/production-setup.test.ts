import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../../prisma/demo-accounts";

// Issue 11, section 1: `NODE_ENV=production npm run setup` never seeds demo
// data or any account with a known password; the first admin comes from
// ADMIN_EMAIL / ADMIN_PASSWORD with the app's password rule; without one,
// setup refuses with a non-zero exit. prisma/seed.ts refuses in production too.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prod-setup-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "prod-setup-session-secret-0123456789abcdef",
  JWT_SECRET: "prod-setup-jwt-secret-0123456789abcdefghijk",
  APP_URL: "https://shop.example.in",
  PAYMENT_METHODS: "cod",
};
const OWN_KEYS = /^(NODE_ENV|DATABASE_URL|SESSION_SECRET|JWT_SECRET|APP_URL|PAYMENT_METHODS|ADMIN_|RAZORPAY_|TRUST_PROXY|__TEST_DB_READY|VITEST)/;

function run(script: string, db: string, env: Record<string, string>, args: string[] = []) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !OWN_KEYS.test(k)));
  const out = spawnSync(path.resolve("node_modules/.bin/tsx"), [script, ...args], {
    env: { ...base, DATABASE_URL: `file:${db}`, ...env } as unknown as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: out.status, output: `${out.stdout}${out.stderr}` };
}
const setup = (db: string, env: Record<string, string>) => run("scripts/setup.ts", db, env);

function tables(db: string) {
  const conn = new Database(db, { readonly: true });
  try {
    const count = (sql: string) => (conn.prepare(sql).get() as { n: number }).n;
    return {
      products: count("SELECT count(*) AS n FROM Product"),
      categories: count("SELECT count(*) AS n FROM Category"),
      orders: count("SELECT count(*) AS n FROM \"Order\""),
      users: conn.prepare("SELECT email, role FROM User ORDER BY email").all() as Array<{ email: string; role: string }>,
    };
  } finally {
    conn.close();
  }
}

describe("NODE_ENV=production npm run setup", { timeout: 120_000 }, () => {
  const db = path.join(dir, "prod.db");

  it("on an empty database without ADMIN_EMAIL: refused with the reason, exit 1, no demo data", () => {
    const { status, output } = setup(db, PRODUCTION);
    expect(status, output).toBe(1);
    expect(output).toMatch(/Setup refused: No admin account/);
    expect(output).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(output).not.toContain(DEMO_ADMIN.password);
    expect(tables(db)).toMatchObject({ products: 0, categories: 0, orders: 0, users: [] });
  });

  it("with ADMIN_EMAIL and a password that breaks the app's password rule: refused, nothing created", () => {
    for (const password of ["Sh0rt!", "alllowercase1!", "NoDigitsHere!", "NoSpecial123"]) {
      const { status, output } = setup(db, { ...PRODUCTION, ADMIN_EMAIL: "owner@shop.example.in", ADMIN_PASSWORD: password });
      expect(status, `${password}: ${output}`).toBe(1);
      expect(output).toMatch(/ADMIN_PASSWORD: Password must be 8\+ chars and include uppercase, lowercase, number, and special character|No admin/);
    }
    expect(setup(db, { ...PRODUCTION, ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "Str0ng-Pass@word" }).output).toMatch(/ADMIN_EMAIL: Please enter a valid email address/);
    expect(setup(db, { ...PRODUCTION, ADMIN_EMAIL: "owner@shop.example.in" }).output).toMatch(/ADMIN_PASSWORD is not set/);
    expect(setup(db, { ...PRODUCTION, ADMIN_EMAIL: "owner@shop.example.in", ADMIN_PASSWORD: DEMO_ADMIN.password }).output).toMatch(/demo password/);
    expect(tables(db).users).toEqual([]);
  });

  it("with ADMIN_EMAIL / ADMIN_PASSWORD: that admin only, no demo data, no known password", () => {
    const { status, output } = setup(db, { ...PRODUCTION, ADMIN_EMAIL: "Owner@Shop.Example.in", ADMIN_PASSWORD: "Str0ng-Pass@word" });
    expect(status, output).toBe(0);
    expect(output).toContain("Admin account ready: owner@shop.example.in");
    expect(output).not.toMatch(/Demo sign-ins|seeding/);
    expect(tables(db)).toEqual({ products: 0, categories: 0, orders: 0, users: [{ email: "owner@shop.example.in", role: "admin" }] });
  });

  it("later starts need no ADMIN_* once an admin exists", () => {
    const { status, output } = setup(db, PRODUCTION);
    expect(status, output).toBe(0);
    expect(tables(db).users).toHaveLength(1);
  });

  it("refuses before touching the database when the production contract is not met", () => {
    const fresh = path.join(dir, "contract.db");
    const { status, output } = setup(fresh, { ...PRODUCTION, APP_URL: "", PAYMENT_METHODS: "" });
    expect(status).toBe(1);
    expect(output).toMatch(/Refusing to start in production/);
    expect(output).toMatch(/APP_URL is not set/);
    expect(output).toMatch(/RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are not set/);
    expect(fs.existsSync(fresh)).toBe(false);
  });
});

describe("a database seeded as a demo is not taken into production", { timeout: 120_000 }, () => {
  const db = path.join(dir, "demo.db");

  it("development setup seeds the demo and prints its sign-ins", () => {
    const { status, output } = setup(db, { NODE_ENV: "development", SESSION_SECRET: PRODUCTION.SESSION_SECRET, JWT_SECRET: PRODUCTION.JWT_SECRET });
    expect(status, output).toBe(0);
    expect(output).toContain(`${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    expect(tables(db).products).toBeGreaterThan(40);
  });

  it("production setup then refuses while a demo account still has its published password", () => {
    const { status, output } = setup(db, { ...PRODUCTION, ADMIN_EMAIL: "owner@shop.example.in", ADMIN_PASSWORD: "Str0ng-Pass@word" });
    expect(status, output).toBe(1);
    expect(output).toMatch(new RegExp(`demo account (${DEMO_ADMIN.email}|${DEMO_CUSTOMER.email}) still has the password printed in the README`));
  });
});

describe("prisma/seed.ts", { timeout: 120_000 }, () => {
  it("refuses to seed in production", () => {
    const db = path.join(dir, "seed.db");
    expect(setup(db, PRODUCTION).status).toBe(1); // migrates the empty database, then refuses (no admin)
    const { status, output } = run("prisma/seed.ts", db, PRODUCTION);
    expect(status).toBe(1);
    expect(output).toMatch(/Refusing to seed demo data with NODE_ENV=production/);
    expect(tables(db)).toMatchObject({ products: 0, users: [] });
  });
});
