import type { Mockups } from "#common/content/types.ts";
import { MockupFrame } from "./mockup-frame";

/** Bar heights of the decorative chart, in percent of its height. */
const BARS = [34, 48, 41, 57, 52, 66, 61, 78, 72, 90];
const BAR_WIDTH = 6;
const GAP = 4;
const CHART_WIDTH = BARS.length * (BAR_WIDTH + GAP) - GAP;

/** Pill colours, one per pipeline row, so the stages read as different steps. */
const STAGE_TONES = [
  "bg-brand-50 text-brand-700",
  "bg-teal-50 text-teal-700",
  "bg-accent-100 text-accent-700",
  "bg-surface text-muted",
];

export function DashboardMockup({ t }: { t: Mockups["dashboard"] }) {
  return (
    <MockupFrame
      title={t.title}
      aside={
        <span className="max-w-[40%] shrink-0 truncate rounded-full border border-line bg-white px-2 py-0.5 text-xs text-muted">
          {t.period}
        </span>
      }
    >
      <div className="grid grid-cols-3 gap-2">
        {t.metrics.map((metric) => (
          <div key={metric.label} className="min-w-0 rounded-lg bg-surface px-2 py-2 @sm:px-3">
            <p className="truncate text-sm font-bold @sm:text-base">{metric.value}</p>
            <p className="line-clamp-2 text-xs leading-tight break-words hyphens-auto text-muted">{metric.label}</p>
          </div>
        ))}
      </div>

      <div className="mt-3 rounded-lg border border-line p-2 @sm:p-3">
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${CHART_WIDTH} 100`}
          preserveAspectRatio="none"
          className="h-16 w-full @sm:h-20"
        >
          {BARS.map((height, index) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative series that never reorders.
              key={index}
              x={index * (BAR_WIDTH + GAP)}
              y={100 - height}
              width={BAR_WIDTH}
              height={height}
              className={index === BARS.length - 1 ? "fill-teal-500" : "fill-brand-200"}
            />
          ))}
        </svg>
        <p className="mt-1.5 truncate text-xs text-muted">{t.chartLabel}</p>
      </div>

      <p className="mt-3 text-xs font-semibold">{t.pipelineTitle}</p>
      <div className="mt-1.5 divide-y divide-line">
        {t.pipeline.map((row, index) => (
          <div key={row.name} className="flex items-center gap-2 py-1.5">
            <span className="min-w-0 flex-1 truncate text-xs @sm:text-sm">{row.name}</span>
            <span
              className={`max-w-[50%] shrink-0 truncate rounded-full px-2 py-0.5 text-xs font-medium ${STAGE_TONES[index]}`}
            >
              {row.stage}
            </span>
          </div>
        ))}
      </div>
    </MockupFrame>
  );
}
