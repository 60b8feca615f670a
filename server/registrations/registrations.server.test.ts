import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { audienceText } from "#common/admin/content/audience.ts";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { newsletterText } from "#common/content/newsletter.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { memoryRateLimiter } from "#server/http/rate-limit.server.ts";
import { createFormStamps } from "#server/leads/form-stamp.server.ts";
import { createLeadStore } from "#server/leads/store.server.ts";
import { createMailer } from "#server/mail/mailer.server.ts";
import { createOutbox } from "#server/mail/outbox.server.ts";
import { createRecipientLimit, type RecipientLimit } from "#server/mail/recipient-limit.server.ts";
import { newsletterEmailHandlers } from "#server/newsletter/emails.server.ts";
import { createNewsletter } from "#server/newsletter/newsletter.server.ts";
import { createPublicForms, type FormRequest } from "#server/newsletter/public-form.server.ts";
import { createPrivacyDesk } from "#server/privacy/privacy.server.ts";
import type { WebinarInfo } from "#server/resources/resource.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { expectBrandedHtml } from "#tests/support/email-html.ts";
import { readMail } from "#tests/support/mime.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { readCsv } from "#tests/support/spreadsheet.ts";
import { registrantsCsv } from "./csv.server";
import { guideEmailHandlers, webinarEmailHandlers } from "./emails.server";
import { createGuideLinks, createGuideRequests } from "./guides.server";
import { createRegistrations, registrationsPrivacySource } from "./registrations.server";

const SITE = "https://sobrita.test";
const consentShown = { wording: "Oui", version: "v1", sourcePage: "/infolettre", lang: "fr" as const };
const admin = { id: 1, email: "admin@sobrita.test" };

describe.each(backends)("webinar registrations and gated guides on $name", (backend) => {
  const database = useTestDatabase(backend);
  let smtp: TestSmtpServer;
  let clock: Date;
  let webinar: WebinarInfo;

  beforeEach(async () => {
    smtp = await startSmtpServer();
    clock = new Date("2026-12-01T14:00:00.000Z");
    webinar = {
      id: "w1",
      lang: "fr",
      slug: "loi-25",
      title: "La Loi 25 pour un cabinet",
      startsAt: new Date("2026-12-10T17:00:00.000Z"),
      timeZone: "America/Toronto",
      lengthMinutes: 60,
      replayUrl: null,
      joinUrl: null,
    };
  });
  afterEach(() => smtp.close());

  async function setUp({ recipients }: { recipients?: RecipientLimit } = {}) {
    const app = await database.open();
    const now = () => clock;
    const stamps = createFormStamps("s".repeat(32), { minFillMs: 0, now: () => clock.getTime() });
    const newsletter = createNewsletter(app, { now, recipients });
    const forms = createPublicForms({
      newsletter,
      stamps,
      limiter: memoryRateLimiter({ limit: 100 }),
      siteOrigin: SITE,
    });
    const webinars = { publishedWebinars: async () => [webinar] };
    const links = createGuideLinks("g".repeat(32), now);
    const guide = {
      id: 7,
      lang: "fr" as const,
      slug: "loi-25",
      title: "Loi 25 : la liste de contrôle",
      pdfBytes: 1_234_567,
    };
    const publishedGuides = { publishedGatedGuide: async (id: number) => (id === guide.id ? guide : undefined) };
    const registrations = createRegistrations(app, { webinars, forms, now, recipients });
    const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, "site@sobrita.test");
    const outbox = createOutbox({
      app,
      handlers: {
        ...webinarEmailHandlers(app, { webinars, siteOrigin: SITE, pageOf: (w) => `/webinaires/${w.slug}` }),
        ...newsletterEmailHandlers(app, { siteOrigin: SITE }),
        ...guideEmailHandlers(app, { guides: publishedGuides, links, siteOrigin: SITE }),
      },
      mailer,
      now,
      log: () => {},
    });
    const leads = createLeadStore(app, { now });
    const guides = createGuideRequests({ app, leads, forms, links, now });
    const post = (values: Record<string, string>, path = "/webinaires/loi-25"): FormRequest => {
      const stamp = stamps.issue();
      return {
        lang: path.startsWith("/en") ? "en" : "fr",
        path,
        values: { formKey: stamp.formKey, renderedAt: String(stamp.renderedAt), signature: stamp.signature, ...values },
        clientIp: "203.0.113.9",
        origin: SITE,
      };
    };
    return { app, registrations, outbox, guides, leads, post, newsletter, links };
  }

  const person = { name: "Claire Tremblay", email: "claire@cabinet.test", firm: "Cabinet Tremblay" };

  it("registers once, sends the confirmation with a calendar file, and no newsletter without the box", async () => {
    const { registrations, outbox, post, newsletter } = await setUp();
    const first = await registrations.registerForWebinar(post(person), webinar);
    expect(first).toEqual({ ok: true, already: false });
    const again = await registrations.registerForWebinar(post({ ...person, email: "CLAIRE@cabinet.test" }), webinar);
    expect(again).toEqual({ ok: true, already: true });
    await outbox.drain();
    expect(smtp.messages).toHaveLength(1);
    const mail = await readMail(smtp.messages[0] as { raw: string });
    expect(mail.subject).toBe("Inscription confirmée\u00a0: La Loi 25 pour un cabinet");
    expect(mail.text).toContain(`${SITE}/webinaires/loi-25`);
    expectBrandedHtml(mail.html, {
      lang: "fr",
      origin: SITE,
      button: newsletterText.fr.webinar.emails.pageButton,
      text: mail.text,
    });
    expect(mail.calendar).toContain("SUMMARY:La Loi 25 pour un cabinet");
    expect(mail.calendar).toContain("DTSTART:20261210T170000Z");
    expect(await newsletter.confirmed()).toEqual([]);
    expect(await registrations.registrants("w1")).toEqual([
      expect.objectContaining({ name: "Claire Tremblay", email: "claire@cabinet.test", firm: "Cabinet Tremblay" }),
    ]);
    const csv = registrantsCsv(
      await registrations.registrants(),
      await registrations.webinarTitles(),
      audienceText.fr,
      adminDictionaries.fr.leads.languages,
    );
    expect(readCsv(csv, ",")).toEqual([
      ["Webinaire", "Nom", "Courriel", "Cabinet", "Langue", "Inscrit le (heure de Montréal)"],
      [
        "La Loi 25 pour un cabinet",
        "Claire Tremblay",
        "claire@cabinet.test",
        "Cabinet Tremblay",
        "Français",
        "2026-12-01 09:00",
      ],
    ]);
  });

  it("says which field is wrong, in the page's language, and stores nothing", async () => {
    const { registrations, post } = await setUp();
    const result = await registrations.registerForWebinar(
      post({ name: "", email: "not-an-address", firm: "X" }, "/en/webinars/law-25"),
      webinar,
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      formError: newsletterText.en.errors.summary,
      fieldErrors: { name: "Enter your name.", email: newsletterText.en.errors.email },
    });
    expect(await registrations.registrants()).toEqual([]);
  });

  it("sends each reminder in its window and the replay once its link is set, once per registrant", async () => {
    const { registrations, outbox, post } = await setUp();
    await registrations.registerForWebinar(post(person), webinar);
    await outbox.drain();
    const subjectsTo = async (address: string) =>
      Promise.all(
        smtp.messages.filter((m) => m.envelopeTo.includes(address)).map(async (m) => (await readMail(m)).subject),
      );

    clock = new Date("2026-12-09T17:30:00.000Z");
    expect(await registrations.queueDue()).toBe(1);
    expect(await registrations.queueDue()).toBe(0);
    // Someone who registers within the last hour hears nothing of "tomorrow".
    clock = new Date("2026-12-10T16:10:00.000Z");
    await registrations.registerForWebinar(post({ ...person, email: "late@cabinet.test" }), webinar);
    expect(await registrations.queueDue()).toBe(2);
    clock = new Date("2026-12-10T19:00:00.000Z");
    expect(await registrations.queueDue()).toBe(0);
    webinar = { ...webinar, replayUrl: "https://sobrita.test/rediffusion/loi-25" };
    expect(await registrations.queueDue()).toBe(2);
    expect(await registrations.queueDue()).toBe(0);
    await outbox.drain();
    expect(await subjectsTo(person.email)).toEqual([
      "Inscription confirmée\u00a0: La Loi 25 pour un cabinet",
      "Demain\u00a0: La Loi 25 pour un cabinet",
      "Dans une heure\u00a0: La Loi 25 pour un cabinet",
      "Rediffusion\u00a0: La Loi 25 pour un cabinet",
    ]);
    expect(await subjectsTo("late@cabinet.test")).toEqual([
      "Inscription confirmée\u00a0: La Loi 25 pour un cabinet",
      "Dans une heure\u00a0: La Loi 25 pour un cabinet",
      "Rediffusion\u00a0: La Loi 25 pour un cabinet",
    ]);
    const replay = smtp.messages.filter((m) => m.envelopeTo.includes(person.email)).at(-1);
    expect((await readMail(replay as { raw: string })).text).toContain("https://sobrita.test/rediffusion/loi-25");
  });

  it("sends the join link to registrants in their reminders 24 h and 1 h before, once the editor has set it", async () => {
    const { registrations, outbox, post } = await setUp();
    const join = "https://reunions.sobrita.test/j/8675309?pwd=loi25";
    await registrations.registerForWebinar(post(person), webinar);
    await outbox.drain();
    const textsTo = async (address: string) =>
      Promise.all(smtp.messages.filter((m) => m.envelopeTo.includes(address)).map(async (m) => readMail(m)));
    // Registered before the link was known: the confirmation says it will come.
    const [confirmation] = await textsTo(person.email);
    expect(confirmation?.text).toContain(newsletterText.fr.webinar.emails.joinLater);
    expect(confirmation?.text).not.toContain(join);

    webinar = { ...webinar, joinUrl: join };
    clock = new Date("2026-12-09T17:30:00.000Z");
    await registrations.queueDue();
    clock = new Date("2026-12-10T16:10:00.000Z");
    await registrations.queueDue();
    await outbox.drain();
    const [, dayBefore, hourBefore] = await textsTo(person.email);
    expect(dayBefore?.subject).toBe("Demain\u00a0: La Loi 25 pour un cabinet");
    expect(hourBefore?.subject).toBe("Dans une heure\u00a0: La Loi 25 pour un cabinet");
    for (const mail of [dayBefore, hourBefore]) {
      expect(mail?.text).toContain(`Lien pour vous joindre, à l’heure du début\u00a0:\n${join}`);
      expect(mail?.text).toContain(`${SITE}/webinaires/loi-25`);
    }
  });

  it("closes registration once the webinar is over", async () => {
    const { registrations, post } = await setUp();
    clock = new Date("2026-12-10T18:00:00.000Z");
    expect(await registrations.registerForWebinar(post(person), webinar)).toMatchObject({
      ok: false,
      status: 409,
      formError: newsletterText.fr.webinar.past,
    });
  });

  it("with the box ticked, asks for the newsletter's own confirmation", async () => {
    const { registrations, outbox, post } = await setUp();
    await registrations.registerForWebinar(post({ ...person, newsletter: "yes" }), webinar);
    await outbox.drain();
    const subjects = await Promise.all(smtp.messages.map(async (m) => (await readMail(m)).subject));
    expect(subjects.sort()).toEqual(
      [newsletterText.fr.emails.confirmSubject, "Inscription confirmée\u00a0: La Loi 25 pour un cabinet"].sort(),
    );
  });

  it("sends one mailbox at most 3 emails an hour, whatever its +tags, and answers every form as usual", async () => {
    const { app, registrations, outbox, post, newsletter } = await setUp();
    // Ten registrations to a stranger's +tags (and their case), each asking for the newsletter too.
    const answers = [];
    for (let n = 1; n <= 10; n += 1) {
      const email = `${n % 2 ? "Victime" : "victime"}+${n}@cabinet.test`;
      answers.push(await registrations.registerForWebinar(post({ ...person, email, newsletter: "yes" }), webinar));
    }
    // The visitor hears the same thing each time: nothing tells them the mailbox had enough.
    expect(answers).toEqual(Array.from({ length: 10 }, () => ({ ok: true, already: false })));
    await outbox.drain();
    expect(smtp.messages.flatMap((message) => message.envelopeTo)).toEqual([
      "Victime+1@cabinet.test",
      "Victime+1@cabinet.test",
      "victime+2@cabinet.test",
    ]);
    // Nothing is kept of the refused ones, so no reminder will go to them either.
    expect((await registrations.registrants("w1")).map((r) => r.email)).toEqual([
      "Victime+1@cabinet.test",
      "victime+2@cabinet.test",
    ]);
    const subscribers = await app.db.selectFrom("newsletter_subscribers").select("email").execute();
    expect(subscribers.map((row) => row.email)).toEqual(["Victime+1@cabinet.test"]);
    // A colleague at the same firm is not held back by it; an hour later, the mailbox may be written to again.
    await registrations.registerForWebinar(post({ ...person, email: "marc@cabinet.test" }), webinar);
    clock = new Date(clock.getTime() + 3_600_000);
    await registrations.registerForWebinar(post({ ...person, email: "victime+11@cabinet.test" }), webinar);
    expect(await newsletter.subscribe("victime+12@cabinet.test", consentShown)).toBe("confirmation-queued");
    await outbox.drain();
    expect(smtp.messages.slice(3).flatMap((message) => message.envelopeTo)).toEqual([
      "marc@cabinet.test",
      "victime+11@cabinet.test",
      "victime+12@cabinet.test",
    ]);
  });

  it("counts a Gmail address without its dots and tags, and one domain's mailboxes together", async () => {
    const { registrations, outbox, post, newsletter } = await setUp({
      recipients: createRecipientLimit({ perDomain: 4, now: () => clock.getTime() }),
    });
    for (const email of ["j.doe@gmail.com", "JDoe+a@googlemail.com", "jd.o.e+b@gmail.com", "jdoe+c@gmail.com"])
      expect(await registrations.registerForWebinar(post({ ...person, email }), webinar)).toEqual({
        ok: true,
        already: false,
      });
    // Six colleagues at one firm: the domain's four emails an hour, then none, and the newsletter's answer is unchanged.
    for (const name of ["a", "b", "c", "d", "e"])
      await registrations.registerForWebinar(post({ ...person, email: `${name}@firme.test` }), webinar);
    expect(await newsletter.subscribe("f@firme.test", consentShown)).toBe("mailbox-limited");
    await outbox.drain();
    expect(smtp.messages.flatMap((message) => message.envelopeTo)).toEqual([
      "j.doe@gmail.com",
      "JDoe+a@googlemail.com",
      "jd.o.e+b@gmail.com",
      "a@firme.test",
      "b@firme.test",
      "c@firme.test",
      "d@firme.test",
    ]);
  });

  it("answers access and erasure requests, and erases registrations a year after their webinar", async () => {
    const { app, registrations, post } = await setUp();
    await registrations.registerForWebinar(post(person), webinar);
    await registrations.registerForWebinar(post({ ...person, email: "other@cabinet.test" }), webinar);
    const desk = createPrivacyDesk(
      [registrationsPrivacySource(app)],
      createAuditLog(app, () => clock),
    );
    const found = await desk.lookup("Claire@cabinet.test", admin);
    expect(found.sources[0]?.records).toEqual([
      expect.objectContaining({
        webinar_id: "w1",
        firm: "Cabinet Tremblay",
        messages: [expect.objectContaining({ kind: "webinar.confirmation" })],
      }),
    ]);
    expect(await desk.erase("claire@cabinet.test", admin)).toEqual({ webinarRegistrations: 1 });
    expect((await registrations.registrants()).map((r) => r.email)).toEqual(["other@cabinet.test"]);
    clock = new Date("2027-12-10T17:00:01.000Z");
    expect(await registrations.purge()).toBe(1);
    expect(await registrations.registrants()).toEqual([]);
  });

  it("turns a guide request into a lead with topic guide and answers with a link that expires", async () => {
    const { leads, guides, post } = await setUp();
    const links = createGuideLinks("g".repeat(32), () => clock);
    const guide = {
      id: "7",
      title: "Loi 25 : la liste de contrôle",
      downloadPath: "/ressources/guides/loi-25/telecharger",
    };
    const result = await guides.requestGuide(post(person, "/ressources/guides/loi-25"), guide);
    if (!result.ok) throw new Error(result.formError);
    expect(result.downloadUrl).toMatch(/^\/ressources\/guides\/loi-25\/telecharger\?expires=\d+&signature=[\w-]+$/);
    const params = new URL(result.downloadUrl, SITE).searchParams;
    expect(links.valid("7", params)).toBe(true);
    expect(links.valid("8", params)).toBe(false);
    clock = new Date("2026-12-08T14:00:01.000Z");
    expect(links.valid("7", params)).toBe(false);
    expect(await leads.list()).toEqual([
      expect.objectContaining({
        topic: "guide",
        firstName: "Claire",
        lastName: "Tremblay",
        company: "Cabinet Tremblay",
        message: "Guide demandé\u00a0: Loi 25 : la liste de contrôle",
        sourcePage: "/ressources/guides/loi-25",
      }),
    ]);
  });

  it("emails the guide's link to the requester once, its words giving the file's type and size", async () => {
    const { guides, post, outbox, links } = await setUp();
    const request = post(person, "/ressources/loi-25/demande");
    const guide = { id: "7", title: "Loi 25 : la liste de contrôle", downloadPath: "/ressources/loi-25/pdf" };
    expect(await guides.requestGuide(request, guide)).toMatchObject({ ok: true });
    // A double click: one lead, one email.
    expect(await guides.requestGuide(request, guide)).toMatchObject({ ok: true });
    await outbox.drain();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.envelopeTo).toEqual(["claire@cabinet.test"]);
    const mail = await readMail(smtp.messages[0] as { raw: string });
    expect(mail.subject).toBe("Votre guide\u00a0: Loi 25 : la liste de contrôle");
    const link = mail.text.match(/^https:\/\/sobrita\.test\/ressources\/loi-25\/pdf\?\S+$/m)?.[0] ?? "";
    expect(mail.text).toContain(`Télécharger le guide (PDF, 1,2\u00a0Mo\u00a0; lien valide 7 jours)\n${link}`);
    expect(links.valid("7", new URL(link).searchParams)).toBe(true);
    expectBrandedHtml(mail.html, {
      lang: "fr",
      origin: SITE,
      button: "Télécharger le guide (PDF, 1,2\u00a0Mo\u00a0; lien valide 7 jours)",
      text: mail.text,
    });
  });

  it("escapes a hostile name in the webinar's and the guide's HTML, and keeps it as typed in their text", async () => {
    const { registrations, guides, post, outbox } = await setUp();
    const hostile = { ...person, name: `<img src=x onerror="alert(1)"> Claire` };
    expect(await registrations.registerForWebinar(post(hostile), webinar)).toMatchObject({ ok: true });
    const guide = { id: "7", title: "Loi 25 : la liste de contrôle", downloadPath: "/ressources/loi-25/pdf" };
    expect(await guides.requestGuide(post(hostile, "/ressources/loi-25/demande"), guide)).toMatchObject({ ok: true });
    await outbox.drain();
    expect(smtp.messages).toHaveLength(2);
    for (const received of smtp.messages) {
      const { html, text } = await readMail(received as { raw: string });
      expect(text).toContain(`<img src=x onerror="alert(1)">`);
      expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
      expect(html).not.toContain("<img src=x");
    }
  });

  it("emails one mailbox the guide's link three times an hour at most, and still stores each request and shows its link", async () => {
    const { guides, post, outbox, leads } = await setUp();
    const guide = { id: "7", title: "Loi 25 : la liste de contrôle", downloadPath: "/ressources/loi-25/pdf" };
    for (let i = 0; i < 5; i += 1) {
      // Each post is a new form (its own stamp): five requests, not a double click.
      const answer = await guides.requestGuide(post(person, "/ressources/loi-25/demande"), guide);
      expect(answer).toMatchObject({ ok: true, downloadUrl: expect.stringContaining("/ressources/loi-25/pdf?") });
    }
    await outbox.drain();
    expect(await leads.list()).toHaveLength(5);
    expect(smtp.messages).toHaveLength(3);
  });

  it("refuses a guide request from a robot and stores no lead", async () => {
    const { leads, guides, post } = await setUp();
    const guide = { id: "7", title: "Guide", downloadPath: "/x" };
    const result = await guides.requestGuide(post({ ...person, website: "spam.example" }), guide);
    expect(result).toMatchObject({ ok: false, status: 400, formError: newsletterText.fr.errors.invalid });
    expect(await leads.list()).toEqual([]);
  });
});
