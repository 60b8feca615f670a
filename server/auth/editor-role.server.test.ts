import { describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { createBookingStore } from "#server/booking/store.server.ts";
import { createSalesDesk } from "#server/sales/sales.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { createAuthStore } from "./store.server";

describe.each(backends)("an editor account on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("is never offered for demos nor listed as a lead's possible owner", async () => {
    const app = await database.open();
    const users = createAuthStore(app);
    const at = new Date("2026-11-25T12:00:00.000Z");
    const staff = await users.insertUser("staff@example.com", "staff", at.toISOString());
    const editor = await users.insertUser("editor@example.com", "editor", at.toISOString());
    for (const user of [staff, editor]) await users.updateUser(user.id, { passwordHash: "set" });
    const offered = await createBookingStore(app).availability(at, new Date(at.getTime() + 86_400_000));
    expect(offered.map((member) => member.userId)).toEqual([staff.id]);
    const sales = createSalesDesk(app, createAuditLog(app));
    expect((await sales.members()).map((member) => member.email)).toEqual(["staff@example.com"]);
  });
});
