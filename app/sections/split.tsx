import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** Text on one side, a product illustration on the other; stacks on small screens. */
export function Split({
  children,
  figure,
  reverse = false,
}: {
  children: ReactNode;
  figure: ReactNode;
  reverse?: boolean;
}) {
  return (
    <div className="mt-12 grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div className={cn(reverse && "lg:order-2")}>{children}</div>
      <div className="mx-auto w-full max-w-lg">{figure}</div>
    </div>
  );
}
