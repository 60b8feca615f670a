import { createHash } from "node:crypto";
import type { Actor, AuditLog } from "#server/audit/audit.server.ts";

/**
 * What one capability holds about a person, found and erased by their email address. Each
 * capability that keeps personal information (leads, meetings) adds a source, so an access or
 * deletion request covers everything the site holds.
 */
export type PrivacySource = {
  /** Stable name, also the key of its records in an export: "leads", "meetings". */
  name: string;
  find(email: string): Promise<Record<string, unknown>[]>;
  /** Erases everything the source holds about the person; returns how many records went. */
  erase(email: string): Promise<number>;
};

export type PersonFile = { email: string; sources: { name: string; records: Record<string, unknown>[] }[] };

export type PrivacyDesk = {
  /** An access request: everything held, read by an admin (logged). */
  lookup(email: string, actor: NonNullable<Actor>): Promise<PersonFile>;
  /** The same, as the JSON file handed to the person (logged as an export). */
  export(email: string, actor: NonNullable<Actor>): Promise<string>;
  /** A deletion request, after the admin confirmed it: per source, how many records were erased. */
  erase(email: string, actor: NonNullable<Actor>): Promise<Record<string, number>>;
};

/**
 * Requests are logged with a hash of the address, never the address itself: the log can show that
 * a given person's request was answered without keeping what was erased.
 */
export function createPrivacyDesk(sources: PrivacySource[], audit: AuditLog, now = () => new Date()): PrivacyDesk {
  async function file(email: string): Promise<PersonFile> {
    const found = await Promise.all(
      sources.map(async (source) => ({ name: source.name, records: await source.find(email) })),
    );
    return { email, sources: found };
  }
  const target = (email: string) => ({ type: "person", id: personKey(email) });
  const counts = (person: PersonFile) => Object.fromEntries(person.sources.map((s) => [s.name, s.records.length]));

  return {
    async lookup(email, actor) {
      const person = await file(email);
      await audit.record({ actor, action: "privacy.access", target: target(email), details: counts(person) });
      return person;
    },

    async export(email, actor) {
      const person = await file(email);
      await audit.record({ actor, action: "privacy.export", target: target(email), details: counts(person) });
      return `${JSON.stringify({ exportedAt: now().toISOString(), ...person }, null, 2)}\n`;
    },

    async erase(email, actor) {
      const erased: Record<string, number> = {};
      for (const source of sources) erased[source.name] = await source.erase(email);
      await audit.record({ actor, action: "privacy.delete", target: target(email), details: erased });
      return erased;
    },
  };
}

/** The same for any spelling of the address's case; not reversible to the address. */
export function personKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}
