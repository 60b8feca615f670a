/**
 * Operator CLI for back-office accounts: `npm run users -- <command>`.
 * The database comes from DATABASE_URL (default ./data/leads.db); links use SITE_URL.
 */

import { type ParseArgsConfig, parseArgs } from "node:util";
import { z } from "zod";
import { setupLink } from "#common/admin/paths.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { type AuthService, createAuthService } from "#server/auth/auth.server.ts";
import type { User } from "#server/auth/store.server.ts";
import { type AppDatabase, openDatabase } from "#server/db/db.server.ts";
import { calendarCommand } from "./calendar-command";
import { type CliIO, runWhenMain } from "./cli";

type Env = Record<string, string | undefined>;

const DEFAULT_DATABASE_URL = "./data/leads.db";
const DEFAULT_SITE_URL = "http://127.0.0.1:3000";
const USAGE_ERROR = 2;

const USAGE = `Usage: npm run users -- <command>

Commands:
  add EMAIL --role admin|staff|editor  Create an account; prints its one-time setup link (valid 24 h)
  list                          Show every account
  disable EMAIL                 Turn an account off and end its sessions
  reset EMAIL                   Erase its password and authenticator, end its sessions, lift its
                                sign-in locks, and print a new setup link (also turns a
                                disabled account back on)
  calendar EMAIL URL [--kind ics|caldav]
                                Connect a calendar to the account: read it now and say what it
                                holds. URL is a published .ics address (Outlook, Google) or a
                                CalDAV calendar, with an app password: https://user:pass@host/…
  calendar EMAIL                List the account's calendars and how their last read went
  calendar EMAIL --remove ID    Take a calendar off

CALENDAR_KEY must be the server's (decision 028); unset, both use the key kept in the database.
A calendar on a private network is read only if CALENDAR_PRIVATE_HOSTS names it (decision 059).

The database is DATABASE_URL (default ${DEFAULT_DATABASE_URL}); links start with SITE_URL.
`;

type Command = (
  auth: AuthService,
  io: CliIO,
  siteOrigin: string,
  context: { app: AppDatabase; env: Env },
) => Promise<void>;

export async function runUsersCli(argv: string[], io: CliIO, env: Env = process.env): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    const reason = error instanceof Error ? `${error.message}\n\n` : "";
    io.err(`${reason}${USAGE}`);
    return USAGE_ERROR;
  }
  const app = await openDatabase(env.DATABASE_URL || DEFAULT_DATABASE_URL);
  try {
    // The command line has no client IP to limit and nobody to slow down.
    const auth = createAuthService(app, {
      audit: createAuditLog(app),
      ipLimiter: { consume: async () => true },
      failureDelayMs: 0,
    });
    await command(auth, io, new URL(env.SITE_URL || DEFAULT_SITE_URL).origin, { app, env });
    return 0;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await app.close();
  }
}

/** Changes made here are logged with no actor: the operator at the console. */
const operator = null;

function oneEmail(rest: string[], options: NonNullable<ParseArgsConfig["options"]> = {}) {
  const { positionals, values } = parseArgs({ args: rest, allowPositionals: true, options });
  const [email, ...extra] = positionals;
  if (!email || extra.length) throw new Error("give one EMAIL");
  if (!z.email().safeParse(email.trim()).success) throw new Error(`not an email address: ${email}`);
  return { email: email.trim().toLowerCase(), values };
}

async function existing(auth: AuthService, email: string): Promise<User> {
  const user = await auth.userByEmail(email);
  if (!user) throw new Error(`No account for ${email}.`);
  return user;
}

function parseCommand(argv: string[]): Command {
  const [name, ...rest] = argv;
  switch (name) {
    case "add": {
      const { email, values } = oneEmail(rest, { role: { type: "string" } });
      const role = values.role;
      if (role !== "admin" && role !== "staff" && role !== "editor") {
        throw new Error("--role must be admin, staff or editor");
      }
      return async (auth, io, origin) => {
        if (await auth.userByEmail(email)) throw new Error(`An account already exists for ${email}.`);
        const { setupToken } = await auth.createUser(email, role, operator);
        io.out(`Created ${email} (${role}). One-time setup link, valid 24 h:\n${setupLink(origin, setupToken)}\n`);
      };
    }
    case "list": {
      parseArgs({ args: rest, options: {} });
      return async (auth, io) => io.out(formatUsers(await auth.listUsers()));
    }
    case "disable": {
      const { email } = oneEmail(rest);
      return async (auth, io) => {
        await auth.disableUser(await existing(auth, email), operator);
        io.out(`Disabled ${email}; its sessions are closed.\n`);
      };
    }
    case "reset": {
      const { email } = oneEmail(rest);
      return async (auth, io, origin) => {
        const token = await auth.resetUser(await existing(auth, email), operator);
        io.out(
          `Reset ${email}; its sessions are closed and its sign-in locks are lifted. New one-time setup link, valid 24 h:\n${setupLink(origin, token)}\n`,
        );
      };
    }
    case "calendar": {
      const { positionals, values } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { remove: { type: "string" }, kind: { type: "string" } },
      });
      const [email, url, ...extra] = positionals;
      if (!email || extra.length || (url && values.remove)) throw new Error("give one EMAIL, and a URL or --remove ID");
      const { email: address } = oneEmail([email]);
      const kind = values.kind;
      if (kind !== undefined && kind !== "ics" && kind !== "caldav") throw new Error("--kind must be ics or caldav");
      const remove = values.remove === undefined ? undefined : Number(values.remove);
      if (remove !== undefined && !Number.isInteger(remove)) throw new Error("--remove takes a calendar's number");
      return async (auth, io, origin, { app, env }) => {
        const user = await existing(auth, address);
        await calendarCommand({ app, env, io, siteUrl: origin, user, url, kind, remove });
      };
    }
    default:
      throw new Error(name ? `Unknown command: ${name}` : "Missing command");
  }
}

function statusOf(user: User): string {
  if (user.disabledAt) return "disabled";
  return user.passwordHash ? "active" : "pending setup";
}

function formatUsers(users: User[]): string {
  if (users.length === 0) return "No accounts.\n";
  const header = ["email", "role", "status", "totp", "created_at"];
  const rows = users.map((user) => [
    user.email,
    user.role,
    statusOf(user),
    user.totpSecret ? "yes" : "no",
    user.createdAt,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    `${cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd()}\n`;
  return [header, ...rows].map(line).join("");
}

runWhenMain(import.meta.url, runUsersCli);
