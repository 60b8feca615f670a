/**
 * The load benchmark's floor: Node's own HTTP module answering each page with its brotli file and
 * three headers, and nothing else. Our server answers built pages through the same module, so its
 * CPU per page over this one is what our own code adds (the budget, decision 023); beside nginx's,
 * it shows what Node's HTTP stack costs. Usage: node-floor.ts CLIENT_DIR PORT PAGE…
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const [dir = "", port = "", ...pages] = process.argv.slice(2);
const heads = new Map(
  pages.map((page) => {
    const body = readFileSync(path.join(dir, page === "/" ? "" : page, "index.html.br"));
    const head = [
      "Content-Type",
      "text/html; charset=utf-8",
      "Content-Encoding",
      "br",
      "Content-Length",
      `${body.length}`,
    ];
    return [page, { body, head }];
  }),
);

http
  .createServer((req, res) => {
    const page = heads.get(req.url ?? "");
    if (!page) return res.writeHead(404).end();
    res.writeHead(200, page.head);
    res.end(page.body);
  })
  .listen(Number(port), "127.0.0.1");
