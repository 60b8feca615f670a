import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

/** What every rendered form carries in hidden fields: its key, when it was rendered, and a signature of both. */
export type FormStamp = { formKey: string; renderedAt: number; signature: string };

export type StampCheck = "ok" | "forged" | "tooFast" | "expired";

/** The hidden fields that carry a stamp in a form's values. */
export const stampFields = ["formKey", "renderedAt", "signature"] as const;

/**
 * Whether a refused form goes back with the stamp it came with (issue 52): yes when this server
 * signed it, however young, so a visitor correcting the form keeps the time it was first shown and
 * is not taken for a robot; never a forged one, nor a day-old one, for which a fresh form is made.
 */
export const keepsStamp = (check: StampCheck): boolean => check === "ok" || check === "tooFast";

const DAY_MS = 86_400_000;

/**
 * Signs the form's render time with a server secret, so a robot cannot claim it rendered the form
 * minutes ago: the time a person took to fill it in is measured from a time only the server sets.
 */
export function createFormStamps(secret: string, options: { minFillMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const sign = (formKey: string, renderedAt: number) => formSignature(secret, formKey, renderedAt);

  return {
    issue(): FormStamp {
      const formKey = randomUUID();
      const renderedAt = now();
      return { formKey, renderedAt, signature: sign(formKey, renderedAt) };
    },

    check(values: Record<string, string | undefined>): StampCheck {
      const { formKey = "", renderedAt: time = "", signature = "" } = values;
      const renderedAt = /^\d{1,15}$/.test(time) ? Number(time) : Number.NaN;
      if (!formKey || !Number.isFinite(renderedAt)) return "forged";
      const expected = Buffer.from(sign(formKey, renderedAt));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "forged";
      const age = now() - renderedAt;
      if (age > DAY_MS) return "expired";
      if (age < options.minFillMs) return "tooFast";
      return "ok";
    },
  };
}

/** The signature of a form's key and render time; scripts that post forms (tests, benchmarks) sign with it too. */
export function formSignature(secret: string, formKey: string, renderedAt: number): string {
  return createHmac("sha256", secret).update(`${formKey}\n${renderedAt}`).digest("base64url");
}

export type FormStamps = ReturnType<typeof createFormStamps>;
