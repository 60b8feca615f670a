import { dictionaries } from "#common/content/dictionary.server.ts";
import { type Lang, pathOf } from "#common/site/pages.ts";
import { expect, test } from "./fixtures";
import { fillForm, leadsFor, uniqueEmail } from "./leads";

const text = (lang: Lang) => dictionaries[lang].pages.contact.form;

for (const lang of ["fr", "en"] as const) {
  test(`with JavaScript, a ${lang} lead is stored and confirmed without a reload`, async ({ page }) => {
    const t = text(lang);
    const email = uniqueEmail(`js-${lang}`);
    await page.goto(pathOf("contact", lang));
    await fillForm(page, lang, email);
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("heading", { name: t.success.title })).toBeVisible();
    expect(navigations).toEqual([]);
    const stored = leadsFor(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      firstName: "Marie-Claude",
      lastName: "Tremblay",
      lang,
      topic: "demo",
      sourcePage: pathOf("contact", lang),
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 400/ });

  for (const lang of ["fr", "en"] as const) {
    test(`a ${lang} lead is a plain POST answered with the confirmation`, async ({ page }) => {
      const t = text(lang);
      const email = uniqueEmail(`nojs-${lang}`);
      await page.goto(`${pathOf("contact", lang)}?${lang === "fr" ? "sujet=carrieres" : "topic=careers"}`);
      await expect(page.getByLabel(t.fields.topic, { exact: true })).toHaveValue("careers");
      await fillForm(page, lang, email);
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page.getByRole("heading", { name: t.success.title })).toBeVisible();
      expect(leadsFor(email)).toMatchObject([{ topic: "careers", lang }]);
    });
  }

  test("server errors come back in the page's language, with every value kept", async ({ page }) => {
    const t = text("en");
    const email = uniqueEmail("nojs-errors");
    await page.goto(pathOf("contact", "en"));
    await fillForm(page, "en", email);
    // The browser's own checks would stop a short message first; the server must stop it too.
    await page.getByLabel(t.fields.message, { exact: true }).evaluate((el) => el.removeAttribute("minlength"));
    await page.getByLabel(t.fields.message, { exact: true }).fill("Too short");
    await page.getByRole("button", { name: t.submit }).click();
    const message = page.getByLabel(t.fields.message, { exact: true });
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#message-error")).toHaveText(t.errors.tooShort.replace("{min}", "10"));
    await expect(message).toHaveValue("Too short");
    await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveValue(email);
    await expect(page.getByLabel(`${t.fields.company} ${t.fields.optional}`, { exact: true })).toHaveValue(
      "Cabinet Tremblay",
    );
    expect(leadsFor(email)).toEqual([]);
  });

  test("sending the same rendered form twice stores one lead", async ({ page, request }) => {
    const email = uniqueEmail("replay");
    await page.goto(pathOf("contact", "fr"));
    await fillForm(page, "fr", email);
    const body = await page
      .locator("form[method=post]")
      .evaluate((form) =>
        new URLSearchParams(new FormData(form as HTMLFormElement) as unknown as Record<string, string>).toString(),
      );
    for (let i = 0; i < 2; i++) {
      const response = await request.post(pathOf("contact", "fr"), {
        data: body,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(response.status()).toBe(200);
    }
    expect(leadsFor(email)).toHaveLength(1);
  });
});

test("field errors show inline, are announced, and focus moves to the first", async ({ page }) => {
  const t = text("fr");
  await page.goto(pathOf("contact", "fr"));
  await page.getByLabel(t.fields.email, { exact: true }).fill("pas-un-courriel");
  await page.getByRole("button", { name: t.submit }).click();
  const first = page.getByLabel(t.fields.firstName, { exact: true });
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(first).toHaveAttribute("aria-describedby", "firstName-error");
  await expect(page.locator("#firstName-error")).toHaveText(t.errors.required.firstName);
  await expect(page.locator("#email-error")).toHaveText(t.errors.email);
  await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveAttribute(
    "aria-describedby",
    "email-hint email-error",
  );
  await expect(page.getByRole("alert")).toContainText(t.errors.summary);
});

for (const [lang, tooShort] of [
  ["fr", "Au moins 10 caractères."],
  ["en", "At least 10 characters."],
] as const) {
  test(`${lang}: a message too short is refused by the page with its bound in words, and no message formatter loads`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const t = text(lang);
    await page.goto(pathOf("contact", lang));
    await page.getByLabel(t.fields.message, { exact: true }).fill("court");
    await page.getByRole("button", { name: t.submit }).click();
    // Written by the server for the page (decision 103): the browser has no intl-messageformat to write it.
    await expect(page.locator("#message-error")).toHaveText(tooShort);
    expect(scripts.filter((path) => /\/message-[\w-]+\.js$/.test(path))).toEqual([]);
  });
}

test("the button reads « Envoi en cours... » while the lead is on its way", async ({ page }) => {
  const t = text("fr");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/contact", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await held;
    await route.continue();
  });
  await page.goto(pathOf("contact", "fr"));
  await fillForm(page, "fr", uniqueEmail("sending"));
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("button", { name: t.sending })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: t.success.title })).toBeVisible();
});

test("after the confirmation, « send another » brings back an empty form with focus on its first field", async ({
  page,
}) => {
  const t = text("fr");
  await page.goto(pathOf("contact", "fr"));
  await fillForm(page, "fr", uniqueEmail("again"));
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("status")).toBeFocused();
  await page.getByRole("link", { name: t.success.again }).click();
  await expect(page.getByLabel(t.fields.firstName, { exact: true })).toBeFocused();
  await expect(page.getByLabel(t.fields.firstName, { exact: true })).toHaveValue("");
});

test("a double click stores one lead", async ({ page }) => {
  const t = text("en");
  const email = uniqueEmail("double");
  await page.goto(pathOf("contact", "en"));
  await fillForm(page, "en", email);
  await page.getByRole("button", { name: t.submit }).dblclick();
  await expect(page.getByRole("heading", { name: t.success.title })).toBeVisible();
  expect(leadsFor(email)).toHaveLength(1);
});

test.describe("when the network fails", () => {
  test.use({ expectedConsoleErrors: /Failed to load resource|ERR_CONNECTION|ERR_INTERNET/ });

  test("a flaky network is retried with back-off, and the lead is stored once", async ({ page }) => {
    const t = text("en");
    const email = uniqueEmail("flaky");
    await page.clock.install();
    let attempts = 0;
    await page.route("**/en/contact", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      attempts++;
      if (attempts <= 2) return route.abort("connectionreset");
      return route.continue();
    });
    await page.goto(pathOf("contact", "en"));
    await fillForm(page, "en", email);
    await page.getByRole("button", { name: t.submit }).click();
    await expect.poll(() => attempts).toBe(1);
    await page.clock.runFor(1000);
    await expect.poll(() => attempts).toBe(2);
    await page.clock.runFor(2000);
    await expect(page.getByRole("heading", { name: t.success.title })).toBeVisible();
    expect(attempts).toBe(3);
    expect(leadsFor(email)).toHaveLength(1);
  });

  test("after three retries it says so, names the support address, and keeps every value", async ({ page }) => {
    const t = text("fr");
    await page.clock.install();
    let attempts = 0;
    await page.route("**/contact", (route) => {
      if (route.request().method() !== "POST") return route.continue();
      attempts++;
      return route.abort("internetdisconnected");
    });
    await page.goto(pathOf("contact", "fr"));
    const email = uniqueEmail("down");
    await fillForm(page, "fr", email);
    await page.getByRole("button", { name: t.submit }).click();
    for (const [delay, expected] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
    ] as const) {
      await expect.poll(() => attempts).toBe(expected - 1);
      await page.clock.runFor(delay);
    }
    await expect(page.getByRole("alert")).toContainText(dictionaries.fr.pages.contact.form.errors.network);
    expect(attempts).toBe(4);
    await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveValue(email);
    await expect(page.getByLabel(t.fields.firstName, { exact: true })).toHaveValue("Marie-Claude");
  });
});
