import { CalendarDays, Check } from "lucide-react";
import type { Mockups } from "#common/content/types.ts";
import { MockupFrame } from "./mockup-frame";

type Task = Mockups["tasks"]["items"][number];

export function TasksMockup({ t }: { t: Mockups["tasks"] }) {
  const done = t.items.filter((item) => item.done).length;
  return (
    <MockupFrame
      title={t.title}
      aside={
        <svg
          aria-hidden="true"
          viewBox="0 0 100 10"
          preserveAspectRatio="none"
          className="h-1.5 w-12 shrink-0 overflow-hidden rounded-full @sm:w-16"
        >
          <rect width="100" height="10" className="fill-line" />
          <rect width={(done / t.items.length) * 100} height="10" className="fill-teal-500" />
        </svg>
      }
    >
      <div className="divide-y divide-line">
        {t.items.map((task) => (
          <TaskRow key={task.text} task={task} />
        ))}
      </div>
    </MockupFrame>
  );
}

function TaskRow({ task }: { task: Task }) {
  return (
    <div className="flex items-center gap-2.5 py-2 first:pt-0 last:pb-0">
      {task.done ? (
        <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-teal-600 text-white">
          <Check aria-hidden="true" className="size-3" strokeWidth={3} />
        </span>
      ) : (
        <span className="size-5 shrink-0 rounded-full border-2 border-brand-200" />
      )}
      <span
        className={`min-w-0 flex-1 truncate text-xs @sm:text-sm ${task.done ? "text-muted line-through" : "text-ink"}`}
      >
        {task.text}
      </span>
      <span
        className={`flex max-w-[40%] shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs ${
          task.done ? "bg-surface text-muted" : "bg-brand-50 text-brand-700"
        }`}
      >
        <CalendarDays aria-hidden="true" className="size-3 shrink-0" />
        <span className="truncate">{task.due}</span>
      </span>
    </div>
  );
}
