import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { leadBody, testFormSecret } from "#tests/support/lead-form.ts";
import { startServer } from "./processes";

const dir = mkdtempSync(path.join(os.tmpdir(), "prof-"));
const server = await startServer(4411, {
  SMTP_URL: undefined,
  DATABASE_URL: path.join(dir, "db.sqlite"),
  LOG_LEVEL: "silent",
  RATE_LIMIT_PER_MINUTE: "1000000",
  MIN_FILL_MS: "0",
  FORM_SECRET: testFormSecret,
  NODE_OPTIONS: process.env.PROF ? "--cpu-prof --cpu-prof-dir=/tmp/prof" : "",
});
server.kill("SIGCONT");
let n = 0;
const run = (duration: number) =>
  autocannon({
    url: "http://127.0.0.1:4411",
    connections: 20,
    duration,
    requests: [
      {
        method: "POST",
        path: "/contact",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        setupRequest: (request: object) => {
          n += 1;
          const key = `p-${n}`;
          return { ...request, body: leadBody(`${key}@example.com`, key, { firstName: "Charge", lastName: "Test", message: "Un message de test de charge, assez long." }) };
        },
      },
    ],
  });
await run(2);
const r = await run(10);
console.log("2xx", r["2xx"], "non2xx", r.non2xx, "rps", r.requests.average);
server.kill("SIGTERM");
await new Promise((resolve) => server.once("exit", resolve));
