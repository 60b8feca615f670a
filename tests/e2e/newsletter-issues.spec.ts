import { randomBytes } from "node:crypto";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { newsletterIssuesText } from "#common/admin/content/newsletter-issues.ts";
import { formatMessage } from "#common/site/message.ts";
import { pathOf } from "#common/site/pages.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createAdminUser, signIn, signInSession } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { confirmedSubscriber } from "#tests/support/subscribers.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test, withAndWithoutJavaScript } from "./fixtures";

/** Issue 48: an editor writes an issue, previews it, and sends it after a confirmation that says to how many. */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;
// A refused save answers 400, which the browser logs.
test.use({ expectedConsoleErrors: /status of 400/ });

/**
 * This test's issue's deliveries to its reader. Only its own: the reader is a confirmed subscriber, and
 * an issue another test sends meanwhile goes to them too (a CI run saw one arrive; decision 083).
 */
async function deliveriesTo(subscriberId: number, subject: string): Promise<{ issue_id: number; subject: string }[]> {
  const app = await openDatabase(db);
  try {
    return await app.db
      .selectFrom("newsletter_deliveries as d")
      .innerJoin("newsletter_issues as i", "i.id", "d.issue_id")
      .select(["d.issue_id", "i.subject"])
      .where("d.subscriber_id", "=", subscriberId)
      .where("i.subject", "=", subject)
      .execute();
  } finally {
    await app.close();
  }
}

withAndWithoutJavaScript((javaScriptEnabled) => {
  const lang = javaScriptEnabled ? "en" : "fr";
  const t = newsletterIssuesText[lang];

  test(`writes, previews and sends an issue after a confirmation (${lang})`, async ({ page }) => {
    const { id: reader } = await confirmedSubscriber(db, lang);
    const editor = await createAdminUser(db, { role: "editor", lang });
    await signIn(page.context().request, editor, base);
    await page.goto("/admin");
    await page
      .getByRole("navigation", { name: adminDictionaries[lang].chrome.navLabel })
      .getByRole("link", { name: adminDictionaries[lang].chrome.nav.newsletter })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await page.getByRole("link", { name: t.newIssue }).click();

    // A refused save says why, field by field, and keeps what was typed.
    await page.getByLabel(t.fields.subject).fill("");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("alert")).toContainText(t.errors.subject);
    await expect(page.getByLabel(t.fields.subject)).toHaveAttribute("aria-invalid", "true");

    const subject = `Numéro ${randomBytes(4).toString("hex")}`;
    await page.getByLabel(t.fields.lang).selectOption(lang);
    await page.getByLabel(t.fields.subject).fill(subject);
    await page.getByLabel(t.fields.preview).fill("Trois idées");
    await page
      .getByLabel(t.fields.body)
      .fill("## Bonjour\n\nVoici **trois idées**. [Le guide](https://guide.exemple.test/rencontre)");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    if (javaScriptEnabled) await expectAccessible(page, `newsletter issue editor (${lang})`);

    // Previews: the email as HTML and as text, each in a tab of its own, the text without Markdown's marks.
    const previewOf = async (name: string) => {
      const popup = page.waitForEvent("popup");
      await page.getByRole("button", { name }).click();
      const preview = await popup;
      await preview.waitForLoadState();
      const answer = { html: await preview.content(), text: await preview.locator("body").innerText() };
      await preview.close();
      return answer;
    };
    expect((await previewOf(t.previews.html)).html).toContain("<strong>trois idées</strong>");
    const text = (await previewOf(t.previews.text)).text;
    expect(text).toContain("Voici trois idées. Le guide (https://guide.exemple.test/rencontre)");
    expect(text).not.toContain("**");

    // Send now: first a page that says to how many, then the send.
    await page.getByRole("button", { name: t.send.now }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.confirm.title })).toBeVisible();
    // The words before the count, whatever the list holds by now.
    const [before = ""] = formatMessage(t.confirm.now, lang, { count: 7, language: "" }).split("7");
    await expect(page.getByText(before)).toBeVisible();
    if (javaScriptEnabled) await expectAccessible(page, `newsletter confirmation (${lang})`);
    expect(await deliveriesTo(reader, subject)).toEqual([]);
    await page.getByRole("button", { name: t.confirm.button }).click();
    await expect(page.getByText(t.queued)).toBeVisible();
    await expect(page.getByText(t.states.sending).or(page.getByText(t.states.sent)).first()).toBeVisible();
    expect((await deliveriesTo(reader, subject)).map((delivery) => delivery.subject)).toEqual([subject]);

    // A link of the issue, through the site's counting redirect, is counted on the issue's page.
    const issueId = Number(new URL(page.url()).pathname.split("/").at(-1));
    const click = await page.context().request.get(`${base}/infolettre/lien/${issueId}/0`, { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    expect(click.headers().location).toBe("https://guide.exemple.test/rencontre");
    await page.reload();
    const clicks = page.getByRole("region", { name: t.clicks.title });
    await expect(
      clicks
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: "https://guide.exemple.test/rencontre" }) }),
    ).toContainText("1");

    await page.getByRole("link", { name: t.back }).click();
    await expect(page.getByRole("rowheader", { name: subject })).toBeVisible();
    if (javaScriptEnabled) await expectAccessible(page, `newsletter issues (${lang})`);

    // The web archive: linked from the newsletter page, in the sitemap.
    await page.goto(pathOf("newsletter", lang));
    await page.getByRole("link", { name: subject }).click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText("trois idées")).toBeVisible();
    if (javaScriptEnabled) await expectAccessible(page, `newsletter archive page (${lang})`);
    const archived = new URL(page.url()).pathname;
    const sitemap = await (await page.context().request.get(`${base}/sitemap.xml`)).text();
    expect(sitemap).toContain(archived);
    // And in the feed the newsletter page names.
    await page.goto(pathOf("newsletter", lang));
    const feedHref = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute("href");
    const feed = await page.context().request.get(`${base}${feedHref}`);
    expect(feed.headers()["content-type"]).toContain("application/atom+xml");
    expect(await feed.text()).toContain(`${archived}</id>`);
  });
});

test("is for editors and admins: staff are refused it and not offered it", async ({ page }) => {
  const staff = await createAdminUser(db, { role: "staff" });
  const { cookie } = await signInSession(base, staff);
  expect((await fetch(`${base}/admin/newsletter`, { headers: { cookie }, redirect: "manual" })).status).toBe(403);
  await signIn(page.context().request, staff, base);
  await page.goto("/admin");
  const { chrome } = adminDictionaries.fr;
  await expect(
    page.getByRole("navigation", { name: chrome.navLabel }).getByRole("link", { name: chrome.nav.leads }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: chrome.nav.newsletter })).toHaveCount(0);
});
