import { expect, test } from "@playwright/test";
import { site } from "#common/site/config.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { leadBody, postLead, startServer, tempDatabase } from "./server-process";

test("with SMTP_URL set, a stored lead is emailed to the right team, and the log holds no personal data", async () => {
  const smtp = await startSmtpServer(4625);
  const server = await startServer(0, {
    DATABASE_URL: tempDatabase(),
    SMTP_URL: "smtp://127.0.0.1:4625",
    LOG_LEVEL: "info",
  });
  try {
    const demo = await postLead(server.url, leadBody("demo-visitor@cabinet-test.ca"));
    expect(demo.status).toBe(200);
    const support = await postLead(
      server.url,
      leadBody("support-visitor@cabinet-test.ca").replace("topic=demo", "topic=support"),
    );
    expect(support.status).toBe(200);
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(2);
    const demoMail = smtp.messages.find((mail) => mail.raw.includes("demo-visitor@cabinet-test.ca"));
    const supportMail = smtp.messages.find((mail) => mail.raw.includes("support-visitor@cabinet-test.ca"));
    expect(demoMail?.envelopeTo).toEqual([site.emails.appointments]);
    expect(supportMail?.envelopeTo).toEqual([site.emails.support]);
    expect(demoMail?.raw).toMatch(/^Reply-To: .*demo-visitor@cabinet-test\.ca/m);
    expect(demoMail?.raw).toMatch(/^Content-Type: text\/plain/m);
  } finally {
    await server.stop();
    await smtp.close();
  }
  const lines = server.stdout().trim().split("\n");
  const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "request");
  expect(requests.length).toBeGreaterThanOrEqual(3);
  expect(requests.every((entry) => typeof entry.status === "number" && typeof entry.ms === "number")).toBe(true);
  expect(server.stdout()).not.toMatch(/visitor@cabinet-test|Durable|Un message de test/);
});

test("a lead sent while the mail server is down is stored, acknowledged, and emailed after a restart", async () => {
  const env = {
    DATABASE_URL: tempDatabase(),
    SMTP_URL: "smtp://127.0.0.1:4626",
    MAIL_RETRY_BASE_MS: "100",
    LOG_LEVEL: "warn",
  };
  const server = await startServer(0, env);
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  try {
    const response = await postLead(server.url, leadBody("patient-visitor@cabinet-test.ca"));
    expect(response.status).toBe(200);
    await server.stop();
    smtp = await startSmtpServer(4626);
    // The outbox lives in the database: the restarted server finds the unsent notification.
    const restarted = await startServer(0, env);
    try {
      await expect.poll(() => smtp?.messages.length, { timeout: 20_000 }).toBe(1);
    } finally {
      await restarted.stop();
    }
  } finally {
    await server.stop();
    await smtp?.close();
  }
});
