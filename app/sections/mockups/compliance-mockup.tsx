import { CircleCheck, FileText, ShieldCheck, TriangleAlert } from "lucide-react";
import type { Mockups } from "#common/content/types.ts";
import { MockupFrame } from "./mockup-frame";

type ComplianceCheck = Mockups["compliance"]["checks"][number];

export function ComplianceMockup({ t }: { t: Mockups["compliance"] }) {
  return (
    <MockupFrame title={t.title} aside={<ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-teal-700" />}>
      <div className="flex items-center gap-2.5 rounded-lg bg-surface p-2">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
          <FileText aria-hidden="true" className="size-4" />
        </span>
        <span className="min-w-0 flex-1 truncate text-xs font-medium @sm:text-sm">{t.file}</span>
      </div>

      <div className="mt-3 space-y-2">
        {t.checks.map((check) => (
          <CheckRow key={check.text} check={check} />
        ))}
      </div>

      <div className="mt-3 border-t border-line pt-3">
        <div className="flex gap-1">
          {t.checks.map((check) => (
            <span
              key={check.text}
              className={`h-1.5 flex-1 rounded-full ${check.status === "ok" ? "bg-teal-500" : "bg-accent-400"}`}
            />
          ))}
        </div>
        <p className="mt-2 truncate text-xs font-medium text-muted">{t.summary}</p>
      </div>
    </MockupFrame>
  );
}

function CheckRow({ check }: { check: ComplianceCheck }) {
  const ok = check.status === "ok";
  const Icon = ok ? CircleCheck : TriangleAlert;
  return (
    <div className={`flex items-center gap-2 rounded-md px-2 py-1.5 ${ok ? "" : "bg-accent-100"}`}>
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${ok ? "text-teal-700" : "text-accent-700"}`} />
      <span className="min-w-0 flex-1 truncate text-xs text-ink @sm:text-sm">{check.text}</span>
    </div>
  );
}
