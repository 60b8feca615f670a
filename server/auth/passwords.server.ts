import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { site } from "../../app/site/config";

export const MIN_PASSWORD_LENGTH = 12;

const common = new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));

export type PasswordProblem = "tooShort" | "common" | "containsEmail" | "containsCompany";

/** Shorter pieces of an address ("jo@…") would refuse too many honest passwords. */
const MIN_LOCAL_PART = 3;

/**
 * Long enough; not a well-known password, nor one with digits or symbols stuck to its ends
 * ("Password2024!" is "password"); and not built on the member's address or the company's name,
 * the first words an attacker who knows them tries.
 */
export function passwordProblem(password: string, email: string): PasswordProblem | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return "tooShort";
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  if (common.has(lower) || (core.length >= 4 && common.has(core))) return "common";
  const localPart = email.toLowerCase().split("@")[0] ?? "";
  if (localPart.length >= MIN_LOCAL_PART && lower.includes(localPart)) return "containsEmail";
  if (lower.includes(site.name.toLowerCase())) return "containsCompany";
  return undefined;
}

/** argon2id (Algorithm.Argon2id, a const enum tsc won't inline here), 19 MiB, 2 passes: OWASP's floor. */
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

/** A real hash that no password matches: verified against when no account exists, so timing says nothing. */
const dummyHash = hashPassword("not a password: only here to spend the same time");

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  try {
    return await verify(stored ?? (await dummyHash), password);
  } catch {
    return false;
  }
}
