import { randomInt } from "node:crypto";

/** How many codes a member is given at a time. */
export const RECOVERY_CODE_COUNT = 10;

// No 0/o, 1/l/i: a code copied from paper is typed back without doubt. 31 letters, 10 of them: ~50 bits.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LENGTH = 10;

/** Ten fresh codes, shown as "abcde-fghjk". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${letters.slice(0, LENGTH / 2)}-${letters.slice(LENGTH / 2)}`;
  });
}

/** A typed code as it is hashed (no case, spaces or hyphens), or undefined if it cannot be one. */
export function normalRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, "");
  return code.length === LENGTH && [...code].every((letter) => ALPHABET.includes(letter)) ? code : undefined;
}
