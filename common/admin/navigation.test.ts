import { describe, expect, it } from "vitest";
import { roleAllows } from "./navigation";

describe("roleAllows", () => {
  it("lets an editor open resources and their own pages only, staff the leads' side, an admin everything", () => {
    expect(roleAllows("editor", "editor")).toBe(true);
    expect(roleAllows("editor", "member")).toBe(true);
    expect(roleAllows("editor", "staff")).toBe(false);
    expect(roleAllows("editor", "admin")).toBe(false);
    expect(roleAllows("staff", "staff")).toBe(true);
    expect(roleAllows("staff", "editor")).toBe(false);
    expect(roleAllows("staff", "admin")).toBe(false);
    for (const least of ["member", "staff", "editor", "admin"] as const) expect(roleAllows("admin", least)).toBe(true);
  });
});
