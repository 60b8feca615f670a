import { expect, test } from "@playwright/test";
import { pathOf } from "#common/site/pages.ts";
import { formSignature } from "#server/leads/form-stamp.server.ts";
import { createAdminUser } from "#tests/support/admin.ts";
import { testFormSecret } from "#tests/support/lead-form.ts";
import { instancesOnPostgres, type ServerProcess } from "./server-process";

/**
 * Two instances on one PostgreSQL database (TEST_POSTGRES_URL), 200 visitors sending the booking
 * form for the same time at once, half to each: exactly one is booked, the others are told the time
 * was just taken.
 */
function bookingBody(start: string, email: string): string {
  const formKey = `race-${email}`;
  const renderedAt = Date.now() - 10_000;
  return new URLSearchParams({
    formKey,
    renderedAt: String(renderedAt),
    signature: formSignature(testFormSecret, formKey, renderedAt),
    website: "",
    start,
    firstName: "Course",
    lastName: "Rapide",
    email,
    phone: "",
    company: "Cabinet Course",
    role: "advisor",
    advisors: "",
    message: "",
    consent: "yes",
    timeZone: "America/Toronto",
  }).toString();
}

test.describe("booking on two instances of one PostgreSQL database", () => {
  const instances = instancesOnPostgres();

  test("200 visitors racing for one time: exactly one booking", async () => {
    test.setTimeout(120_000);
    const { database, servers } = await instances.start(2, { LOG_LEVEL: "warn" });
    await createAdminUser(database.url, { role: "staff" });
    const page = await (await fetch(`${servers[0]?.url}${pathOf("booking", "fr")}`)).text();
    const start = decodeURIComponent(/moment=([^"&#]+)/.exec(page)?.[1] ?? "");
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const url = (servers[i % 2] as ServerProcess).url;
        return fetch(`${url}${pathOf("booking", "fr")}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
          body: bookingBody(start, `course-${i}@cabinet-test.ca`),
          redirect: "manual",
        });
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
  });
});
