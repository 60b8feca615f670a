import { isIP } from "node:net";
import { z } from "zod";
import { EMAILS_PER_DOMAIN_PER_HOUR } from "./mail/recipient-limit.server";

const namedSubnets = new Set(["loopback", "linklocal", "uniquelocal"]);

/** What to set instead of a refused TRUST_PROXY. */
const nameTheProxy =
  "name the proxy's address instead (e.g. 127.0.0.1 for nginx on the same machine) or its subnet (e.g. 10.0.0.0/8)";

/**
 * Which proxies to believe about the client's address, in Express's `trust proxy` terms: the
 * proxies' addresses and subnets. `true` would believe the left-most X-Forwarded-For entry, which the
 * client writes itself, so anyone could pose as a new client to the rate limit; a hop count believes
 * the entry a client writes whenever it reaches the server without the proxy (decision 062).
 */
const trustProxy = z
  .string()
  .default("false")
  .transform((value, ctx): false | string[] => {
    const text = value.trim().toLowerCase();
    if (text === "false" || text === "0" || text === "") return false;
    if (text === "true") {
      ctx.addIssue({
        code: "custom",
        message: `true would trust any X-Forwarded-For the client writes; ${nameTheProxy}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      ctx.addIssue({
        code: "custom",
        message: `a count of proxies would believe the X-Forwarded-For of any client that reaches the server directly; ${nameTheProxy}`,
      });
      return z.NEVER;
    }
    const entries = text.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !namedSubnets.has(entry) && !isAddressOrSubnet(entry));
    if (bad.length) {
      ctx.addIssue({ code: "custom", message: `not an address or subnet: ${bad.join(", ")}` });
      return z.NEVER;
    }
    return entries;
  });

function isAddressOrSubnet(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const hostName = /^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*$/i;

/**
 * CALENDAR_PRIVATE_HOSTS (decision 059): the hosts, addresses and CIDR ranges a calendar may be read
 * from although they are private, on any port; none by default. The server and `npm run users --
 * calendar` both parse it here.
 */
export const calendarPrivateHosts = z
  .string()
  .default("")
  .transform((value, ctx): string[] => {
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrSubnet(entry) && !hostName.test(entry));
    if (bad.length) {
      ctx.addIssue({ code: "custom", message: `not a host name, address or CIDR range: ${bad.join(", ")}` });
      return z.NEVER;
    }
    return entries;
  });

/** Every setting the server reads, parsed once: a missing or bad value stops start-up with a clear message. */
const settings = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  SITE_URL: z.url().default("http://127.0.0.1:3000"),
  DATABASE_URL: z.string().min(1).default("./data/leads.db"),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default("site@sobrita.ca"),
  /** First wait before an unsent notification is tried again; it doubles on each failure. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  TRUST_PROXY: trustProxy,
  /** Signs each form's render time; generated on first start and kept in the database when unset. */
  FORM_SECRET: z.string().min(32, "FORM_SECRET must be at least 32 characters").optional(),
  /**
   * Seals the addresses (with their passwords) of members' calendars: 32 random bytes in base64 or
   * base64url (`openssl rand -base64 32`). Generated on first start and kept in the database when
   * unset, which guards far less: set it, and keep it outside the database and its backups.
   */
  CALENDAR_KEY: z
    .string()
    .refine((value) => Buffer.from(value, "base64").length === 32, "CALENDAR_KEY must be 32 bytes in base64")
    .optional(),
  CALENDAR_PRIVATE_HOSTS: calendarPrivateHosts,
  /** Fewer milliseconds than this between rendering the form and sending it means a robot. */
  MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** Contact submissions allowed per client IP per minute. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /**
   * Confirmation and registration emails the public forms may send one domain's addresses per clock
   * hour (decision 064); one mailbox gets at most 3, whatever its +tags.
   */
  FORM_EMAILS_PER_DOMAIN_PER_HOUR: z.coerce.number().int().min(1).default(EMAILS_PER_DOMAIN_PER_HOUR),
  /** Back-office sign-in attempts allowed per client IP per 15 minutes. */
  SIGN_IN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Wait after a failed back-office sign-in; doubles with each further failure on the address (max 8 s). */
  SIGN_IN_FAILURE_DELAY_MS: z.coerce.number().int().min(0).default(500),
  /** Each new lead is POSTed here as signed JSON (docs/back-office.md, "Webhook"); needs WEBHOOK_SECRET. */
  WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  WEBHOOK_SECRET: z.string().min(32, "WEBHOOK_SECRET must be at least 32 characters").optional(),
  /** Leads older than this many days are erased by a daily job, as the privacy policy promises. */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
  /** Page-view beacons accepted per client IP per minute (per instance). */
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Buffered page views are written at least this often. */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(10).default(1000),
  /** ...and at once when this many are waiting. */
  ANALYTICS_BATCH_SIZE: z.coerce.number().int().min(1).default(100),
  /** Today's analytics totals are recomputed this often. */
  ANALYTICS_ROLLUP_MS: z.coerce.number().int().min(100).default(60_000),
  /**
   * The folder the daily backups go to (`npm run leads -- backup DIR`, or pg_dump's): the status
   * screen shows the newest, and admins are emailed when none is under 26 hours old. Unwatched when unset.
   */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Opens /metrics to `Authorization: Bearer <token>`; /metrics answers 404 while unset. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "silent"]).default("info"),
  /** Newsletter copies sent a minute, all instances together (decision 079). */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().min(1).max(6000).default(60),
  /** Every email is DKIM-signed for DKIM_DOMAIN with the key published under DKIM_SELECTOR (PEM; "\n" for line breaks). */
  DKIM_DOMAIN: z.string().min(3).optional(),
  DKIM_SELECTOR: z.string().min(1).optional(),
  DKIM_PRIVATE_KEY: z
    .string()
    .transform((value) => value.replace(/\\n/g, "\n"))
    .refine((value) => value.includes("PRIVATE KEY"), "DKIM_PRIVATE_KEY must be a PEM private key")
    .optional(),
});

const schema = settings
  .refine((env) => (env.WEBHOOK_URL === undefined) === (env.WEBHOOK_SECRET === undefined), {
    message: "WEBHOOK_URL and WEBHOOK_SECRET go together: set both or neither",
    path: ["WEBHOOK_SECRET"],
  })
  .refine(
    (env) =>
      new Set([env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY].map((value) => value === undefined)).size ===
      1,
    {
      message: "DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together: set all three or none",
      path: ["DKIM_PRIVATE_KEY"],
    },
  );

export type Env = z.infer<typeof settings>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
  throw new Error(`Invalid environment:\n${problems}`);
}
