import { z } from "zod/mini";
import { funnelRows as stepNumbers } from "#common/analytics/funnel-steps.ts";
import { key, text } from "./fields";

/** A row's kind: left empty, a page's pattern, or an event. */
const stepKinds = ["none", "page", "event"] as const;

/**
 * The funnels' page (/admin/analytics/funnels): a new funnel, its name and each row's kind, pattern
 * and event (`stepN`, `pageN`, `eventN`), read as the steps filled in, in order, empty rows left out;
 * or a funnel to remove. Whether the steps make a funnel is the analytics' rule (funnelSchema).
 */
export const funnelsForm = z.discriminatedUnion("intent", [
  z.pipe(
    z.object({
      intent: z.literal("create"),
      name: text(),
      ...Object.fromEntries(
        stepNumbers.flatMap((n) => [
          [`step${n}`, z._default(z.enum(stepKinds), "none")],
          [`page${n}`, text()],
          [`event${n}`, text()],
        ]),
      ),
    }),
    z.transform((sent: Record<string, string>) => ({
      intent: "create" as const,
      name: sent.name ?? "",
      steps: stepNumbers.flatMap((n): ({ page: string } | { event: string })[] => {
        const kind = sent[`step${n}`];
        if (kind === "page") return [{ page: sent[`page${n}`] ?? "" }];
        if (kind === "event") return [{ event: sent[`event${n}`] ?? "" }];
        return [];
      }),
    })),
  ),
  z.object({ intent: z.literal("remove"), id: key() }),
]);
