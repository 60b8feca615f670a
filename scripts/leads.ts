/**
 * Operator CLI for the contact-form leads: `npm run leads -- <command>`.
 * The database comes from DATABASE_URL (default ./data/leads.db).
 */

import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { BACKUP_KEEP_DAYS, restoreSqlite, rotateBackups } from "#server/db/backup.server.ts";
import { isPostgresUrl, openDatabase, sqlitePath } from "#server/db/db.server.ts";
import { leadsCsv } from "#server/leads/csv.server.ts";
import { createLeadStore, type LeadStore, type StoredLead } from "#server/leads/store.server.ts";
import { type CliIO, runWhenMain } from "./cli";

type Env = Record<string, string | undefined>;

const DEFAULT_DATABASE_URL = "./data/leads.db";
const USAGE_ERROR = 2;

const USAGE = `Usage: npm run leads -- <command>

Commands:
  list                          Show every lead, newest first
  export --format csv|json [--lang fr|en]
                                Write every lead to stdout; CSV for a spreadsheet, in French
                                unless --lang en (headings, statuses, topics), times in
                                Montréal's zone
  delete --email ADDRESS        Erase the leads of one person (case-insensitive)
  purge --older-than DAYS --yes Erase leads received more than DAYS days ago (never one whose
                                notification is still pending)
  backup DIR [--keep-days N]    Copy the SQLite database into DIR (leads-<UTC time>.db), safely
                                while the server runs, then remove DIR's backups older than N
                                days (default ${BACKUP_KEEP_DAYS}, as the privacy policy says)
  restore FILE [--yes]          Put a backup back (stop the server first; --yes to replace
                                an existing database)

The database is DATABASE_URL (default ${DEFAULT_DATABASE_URL}). On PostgreSQL, back up with
pg_dump and restore with pg_restore.
`;

type Command = (io: CliIO, databaseUrl: string) => Promise<void>;
type StoreCommand = (store: LeadStore, io: CliIO) => Promise<void>;

/** A command on the lead store: opens the database (migrating it) and closes it after. */
function onStore(command: StoreCommand): Command {
  return async (io, databaseUrl) => {
    const app = await openDatabase(databaseUrl);
    try {
      await command(createLeadStore(app), io);
    } finally {
      await app.close();
    }
  };
}

export async function runLeadsCli(argv: string[], io: CliIO, env: Env = process.env): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    const reason = error instanceof Error ? `${error.message}\n\n` : "";
    io.err(`${reason}${USAGE}`);
    return USAGE_ERROR;
  }

  await command(io, env.DATABASE_URL || DEFAULT_DATABASE_URL);
  return 0;
}

function parseCommand(argv: string[]): Command {
  const [name, ...rest] = argv;
  switch (name) {
    case "list": {
      parseArgs({ args: rest, options: {} });
      return onStore(async (store, io) => io.out(formatTable(await store.list())));
    }
    case "export": {
      const { format, lang = "fr" } = parseArgs({
        args: rest,
        options: { format: { type: "string" }, lang: { type: "string" } },
      }).values;
      if (format !== "csv" && format !== "json") throw new Error("--format must be csv or json");
      if (lang !== "fr" && lang !== "en") throw new Error("--lang must be fr or en");
      return onStore(async (store, io) => {
        const leads = await store.list();
        io.out(format === "csv" ? leadsCsv(leads, adminDictionaries[lang]) : `${JSON.stringify(leads, null, 2)}\n`);
      });
    }
    case "delete": {
      const { email } = parseArgs({ args: rest, options: { email: { type: "string" } } }).values;
      if (!email?.trim()) throw new Error("--email is required");
      return onStore(async (store, io) => io.out(`Deleted ${await store.deleteByEmail(email.trim())} lead(s).\n`));
    }
    case "purge": {
      const { "older-than": olderThan, yes } = parseArgs({
        args: rest,
        options: { "older-than": { type: "string" }, yes: { type: "boolean" } },
      }).values;
      if (!olderThan || !/^\d+$/.test(olderThan)) throw new Error("--older-than must be a whole number of days");
      if (!yes) throw new Error("purge erases leads for good: add --yes to confirm");
      const days = Number(olderThan);
      return onStore(async (store, io) =>
        io.out(`Purged ${(await store.purgeOlderThan(days)).length} lead(s) older than ${days} days.\n`),
      );
    }
    case "backup": {
      const { positionals, values } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { "keep-days": { type: "string" } },
      });
      const [dir, ...extra] = positionals;
      if (!dir || extra.length) throw new Error("backup takes one DIR");
      const keepDays = values["keep-days"] ?? String(BACKUP_KEEP_DAYS);
      if (!/^\d+$/.test(keepDays)) throw new Error("--keep-days must be a whole number of days");
      return async (io, databaseUrl) => {
        const { file, removed } = await rotateBackups(databaseUrl, dir, { keepDays: Number(keepDays) });
        io.out(`Backed up ${sqlitePath(databaseUrl)} to ${file}.\n`);
        for (const old of removed) io.out(`Removed ${old} (older than ${keepDays} days).\n`);
      };
    }
    case "restore": {
      const { positionals, values } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { yes: { type: "boolean" } },
      });
      const [file, ...extra] = positionals;
      if (!file || extra.length) throw new Error("restore takes one FILE");
      return async (io, databaseUrl) => {
        if (!isPostgresUrl(databaseUrl) && existsSync(sqlitePath(databaseUrl)) && !values.yes)
          throw new Error(`${sqlitePath(databaseUrl)} exists: stop the server, then add --yes to replace it`);
        await restoreSqlite(file, databaseUrl);
        io.out(`Restored ${file} to ${sqlitePath(databaseUrl)}.\n`);
      };
    }
    default:
      throw new Error(name ? `Unknown command: ${name}` : "Missing command");
  }
}

function formatTable(leads: StoredLead[]): string {
  if (leads.length === 0) return "No leads.\n";
  const header = ["id", "created_at", "lang", "topic", "name", "email", "company"];
  const rows = leads.map((lead) =>
    [
      String(lead.id),
      lead.createdAt.toISOString(),
      lead.lang,
      lead.topic,
      `${lead.firstName} ${lead.lastName}`,
      lead.email,
      lead.company ?? "",
    ].map(printable),
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return `${[line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n")}\n`;
}

/** Visitor text must not be able to move the cursor or recolour the operator's terminal. */
function printable(value: string): string {
  return value.replace(/\p{Cc}+/gu, " ");
}

runWhenMain(import.meta.url, runLeadsCli);
