import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "whitespace-nowrap rounded-full bg-accent-100 px-2 py-0.5 font-semibold text-accent-700 text-xs",
        className,
      )}
    >
      {children}
    </span>
  );
}
