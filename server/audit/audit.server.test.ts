import { describe, expect, it } from "vitest";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { createAuditLog } from "./audit.server";

const START = new Date("2025-06-01T12:00:00.000Z");

describe.each(backends)("the audit log on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("pages newest first, with who, what and when", async () => {
    const app = await database.open();
    let at = START.getTime();
    const audit = createAuditLog(app, () => {
      at += 1000;
      return new Date(at);
    });
    for (let i = 1; i <= 5; i += 1) {
      await audit.record({
        actor: { id: 1, email: "boss@example.com" },
        action: "lead.status",
        target: { type: "lead", id: i },
        details: { to: "contacted" },
      });
    }
    const first = await audit.page({ limit: 2 });
    expect(first.entries.map((entry) => entry.targetId)).toEqual(["5", "4"]);
    expect(first.entries[0]).toMatchObject({ actorEmail: "boss@example.com", details: { to: "contacted" } });
    const second = await audit.page({ limit: 2, before: first.nextBefore });
    const third = await audit.page({ limit: 2, before: second.nextBefore });
    expect(third.entries.map((entry) => entry.targetId)).toEqual(["1"]);
    expect(third.nextBefore).toBeUndefined();
  });
});
