import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1). `Algorithm` is a
// const enum that isolatedModules cannot inline, hence the literal 2.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the e-mail is unknown keeps sign-in timing the
// same either way, so response time does not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string) {
  dummyHash ??= hashPassword("not-a-real-password-Aa1!");
  await verifyPassword(await dummyHash, password);
}
