import type { ComponentPropsWithoutRef } from "react";
import { cn } from "#app/lib/cn.ts";

const sizes = { xs: "text-xs", sm: "text-sm" } as const;

export function Badge({
  size = "xs",
  className,
  ...rest
}: ComponentPropsWithoutRef<"span"> & { size?: keyof typeof sizes }) {
  return (
    <span
      {...rest}
      className={cn(
        "whitespace-nowrap rounded-full bg-accent-100 px-2 py-0.5 font-semibold text-accent-700",
        sizes[size],
        className,
      )}
    />
  );
}
