import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

const sizes = { xs: "text-xs", sm: "text-sm" } as const;

export function Badge({
  children,
  size = "xs",
  className,
}: {
  children: ReactNode;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "whitespace-nowrap rounded-full bg-accent-100 px-2 py-0.5 font-semibold text-accent-700",
        sizes[size],
        className,
      )}
    >
      {children}
    </span>
  );
}
