import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { Metric } from "prom-client";
import type { ServerBuild } from "react-router";
import type { Access } from "#common/admin/navigation.ts";
import type { AuditLog } from "./audit/audit.server";
import type { AppDatabase } from "./db/db.server";
import type { Env } from "./env.server";
import type { Services } from "./http/context.server";
import type { RateLimiter } from "./http/rate-limit.server";
import type { FormStamps } from "./leads/form-stamp.server";
import type { OutboxHandler, OutboxSender, OutcomeListener } from "./mail/outbox.server";
import type { RecipientLimit } from "./mail/recipient-limit.server";
import type { PrivacySource } from "./privacy/privacy.server";

/**
 * A path that takes a POST, and what its form may carry (decision 109). `path` is an exact path, a
 * prefix ending in `/*`, or a test; the path is given without React Router's `.data`.
 */
export type PostRoute = {
  path: string | ((path: string) => boolean);
  /** The most the form may carry, in bytes. */
  limit: number;
  /** The most fields and files a multipart form may hold: `maxFormParts` unless said (bodies.server.ts). */
  parts?: number;
  /** The least role whose live session must come with the form before it is read; none where a visitor posts. */
  session?: Access;
};

/**
 * A door of a module's own (a feed, one-click unsubscribe), answered before React Router. A door with
 * a path is counted on /metrics under that path's pattern; `use` sees every request that gets there.
 */
export type Door =
  | { method: "get" | "post"; path: string | readonly string[]; handler: RequestHandler }
  | { method: "use"; handler: RequestHandler };

/** A form that carries an address, a name, a box or a code: a few hundred bytes, with room to spare. */
export const smallFormBytes = 8 * 1024;

/** A job that runs on its own schedule once started; what `start` answers stops it. */
export type Job = { start(): () => void };

/**
 * One capability as the server runs it (issue 54, decision 109): what it gives the routes, the
 * emails it renders, what it does on a schedule, what it holds about a person, the forms it takes,
 * its own HTTP doors and metrics. `server/index.ts` is the list of modules; bodies, the outbox,
 * privacy requests, /metrics and shutdown read that list, so a new capability is one folder.
 */
export type ServerModule = {
  name: string;
  services?: Partial<Services>;
  /** Outbox kinds and the renderer of each kind's email. */
  emails?: Record<string, OutboxHandler>;
  /** Outbox kinds delivered otherwise than by mail (a webhook). */
  senders?: Record<string, OutboxSender>;
  /** What it hears of its kinds' messages once each is sent, held, refused or dropped, or sent again. */
  outcomes?: Record<string, OutcomeListener>;
  /** Kinds sent only when nothing else is due. */
  background?: readonly string[];
  jobs?: readonly Job[];
  /** What it holds about a person, for access and deletion requests. */
  privacy?: readonly PrivacySource[];
  posts?: readonly PostRoute[];
  /** Doors of its own, mounted before React Router, after bodies are read. */
  routes?: (build: ServerBuild) => readonly Door[];
  metrics?: readonly Metric[];
  /** At shutdown, once requests have stopped and before the database closes. */
  stop?: () => Promise<void>;
};

/** What every module is started with: the process's shared facts and plumbing. */
export type Ground = {
  env: Env;
  log: Logger;
  database: AppDatabase;
  siteOrigin: string;
  audit: AuditLog;
  /** No SMTP_URL: every email is rendered and held for the back office (decision 072). */
  holding: boolean;
  /** Tells the outbox that a message was queued, so that it goes now rather than at the next poll. */
  kick: () => void;
  /** The public forms' per-address limit, in the database so that every instance shares it. */
  limiter: RateLimiter;
  stamps: FormStamps;
  /** What the public forms may email one mailbox and one domain an hour, all forms together (decision 064). */
  recipients: RecipientLimit;
};

/**
 * The route a POST to `path` belongs to: an exact path first, then the longest prefix, then a test,
 * so that `/admin/resources/*` (an editor's upload) wins over `/admin/*`, and `/admin/sign-in` over both.
 */
export function postRouteFor(routes: readonly PostRoute[], path: string): PostRoute | undefined {
  const bare = path.replace(/\.data$/, "");
  const exact = routes.find((route) => route.path === bare);
  if (exact) return exact;
  let prefixed: PostRoute | undefined;
  for (const route of routes) {
    if (typeof route.path !== "string" || !route.path.endsWith("/*")) continue;
    const prefix = route.path.slice(0, -1);
    if (bare.startsWith(prefix) && prefix.length > ((prefixed?.path as string | undefined)?.length ?? 0)) {
      prefixed = route;
    }
  }
  return prefixed ?? routes.find((route) => typeof route.path === "function" && route.path(bare));
}

/** Every route the modules declare. */
export function postRoutesOf(modules: readonly ServerModule[]): PostRoute[] {
  return modules.flatMap((module) => module.posts ?? []);
}

/** Every door the modules open, in their order. */
export function doorsOf(modules: readonly ServerModule[], build: ServerBuild): Door[] {
  return modules.flatMap((module) => module.routes?.(build) ?? []);
}

/** The patterns the doors answer, which /metrics counts requests under. */
export function doorPatterns(doors: readonly Door[]): string[] {
  return doors.flatMap((door) =>
    door.method === "use" ? [] : typeof door.path === "string" ? [door.path] : door.path,
  );
}

/** What the modules hold about a person, in their order, for access and deletion requests. */
export function privacySourcesOf(modules: readonly ServerModule[]): PrivacySource[] {
  return modules.flatMap((module) => module.privacy ?? []);
}
