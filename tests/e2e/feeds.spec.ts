import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { newsletterArchivePath, newsletterFeedPath } from "#common/newsletter/paths.ts";
import { feedPath, resourcePath } from "#common/site/resource-paths.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { resourceInput } from "#tests/support/resource-input.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { withSiteResources } from "./site-resources";

/**
 * Issue 52: a title or a summary is text, whatever it holds. A feed reader parses the XML, then reads
 * an element marked `type="html"` as HTML: what an editor typed must come out of both as typed, with
 * no element of its own.
 */
const base = serverEnv.SITE_URL;

/** Markup, a CDATA end (twice: the `feed` package escaped only the first) and an entity, as an editor might paste them. */
const hostile = (tag: string) =>
  `A ]]><script>alert(1)</script> <b>bold</b> ]]><img src=x onerror=alert(2)> &amp; ${tag}`;

/**
 * The entry whose id is `id`, as a feed reader gets it: each of its text constructs as the reader
 * would show it (an HTML one parsed as HTML), and the names of the elements that parsing made.
 */
async function readEntry(page: Page, xml: string, id: string) {
  return page.evaluate(
    ({ xml, id }) => {
      const feed = new DOMParser().parseFromString(xml, "application/xml");
      if (feed.querySelector("parsererror")) return { error: feed.documentElement.textContent ?? "" };
      const entry = [...feed.getElementsByTagName("entry")].find(
        (candidate) => candidate.getElementsByTagName("id")[0]?.textContent === id,
      );
      if (!entry) return { error: `no entry ${id}` };
      const read = (name: string) => {
        const element = entry.getElementsByTagName(name)[0];
        const text = element?.textContent ?? "";
        if (element?.getAttribute("type") !== "html") return { text, elements: [] as string[] };
        const body = new DOMParser().parseFromString(text, "text/html").body;
        return { text: body.textContent ?? "", elements: [...body.querySelectorAll("*")].map((el) => el.localName) };
      };
      return { title: read("title"), summary: read("summary"), content: read("content").text.trim() };
    },
    { xml, id },
  );
}

test("a resource's title and summary read as typed in its feed, with no element of their own", async ({
  page,
  request,
}) => {
  const slug = `fil-${randomBytes(4).toString("hex")}`;
  const title = hostile(slug);
  const summary = hostile("résumé");
  await withSiteResources(async (store) => {
    const { id } = await store.create(resourceInput({ slug, title, summary }), null);
    await store.publish(id);
  });
  const entryId = `${base}${resourcePath("fr", slug)}`;
  let xml = "";
  await expect(async () => {
    xml = await (await request.get(feedPath("fr"))).text();
    expect(xml).toContain(`<id>${entryId}</id>`);
  }).toPass({ timeout: 30_000 });
  const entry = await readEntry(page, xml, entryId);
  expect(entry).toEqual({
    title: { text: title, elements: [] },
    summary: { text: summary, elements: [] },
    content: expect.any(String),
  });
});

test("a newsletter issue's subject and preview line read as typed in the newsletter's feed", async ({
  page,
  request,
}) => {
  const subject = hostile(randomBytes(4).toString("hex"));
  const preview = hostile("aperçu");
  const app = await openDatabase(serverEnv.DATABASE_URL);
  let id: number;
  try {
    const at = new Date().toISOString();
    ({ id } = await app.db
      .insertInto("newsletter_issues")
      .values({
        lang: "fr",
        subject,
        preview,
        body: "Un numéro ]]> pour le fil ]]> où la fin d’un CDATA revient.",
        resource_ids: "[]",
        state: "sent",
        created_at: at,
        updated_at: at,
        queued_at: at,
        finished_at: at,
        recipients: 0,
        links: "[]",
      })
      .returning("id")
      .executeTakeFirstOrThrow());
  } finally {
    await app.close();
  }
  const xml = await (await request.get(newsletterFeedPath("fr"))).text();
  const entryId = `${base}${newsletterArchivePath("fr", id, subject)}`;
  const entry = await readEntry(page, xml, entryId);
  expect(entry).toEqual({
    title: { text: subject, elements: [] },
    summary: { text: preview, elements: [] },
    content: "Un numéro ]]> pour le fil ]]> où la fin d’un CDATA revient.",
  });
});
