import { z } from "zod";

/** Every setting the server reads, parsed once: a missing or bad value stops start-up with a clear message. */
const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  SITE_URL: z.url().default("http://127.0.0.1:3000"),
  DATABASE_URL: z.string().min(1).default("./data/leads.db"),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default("site@sobrita.ca"),
  /** First wait before an unsent notification is tried again; it doubles on each failure. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** Fewer milliseconds than this between rendering the form and sending it means a robot. */
  MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** Contact submissions allowed per client IP per minute. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
  throw new Error(`Invalid environment:\n${problems}`);
}
