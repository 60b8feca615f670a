import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";

const variants = {
  primary: "bg-accent-500 text-brand-950 hover:bg-accent-400 shadow-sm",
  brand: "bg-brand-600 text-white hover:bg-brand-700 shadow-sm",
  outline: "border border-brand-200 bg-white text-brand-800 hover:border-brand-500 hover:bg-brand-50",
  ghostLight: "border border-white/40 text-white hover:bg-white/10",
} as const;

const sizes = { md: "min-h-11 px-5 text-[0.95rem]", lg: "min-h-12 px-6 text-base" } as const;

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string };

export function buttonClass({ variant = "primary", size = "md", className }: ButtonStyle = {}): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors",
    variants[variant],
    sizes[size],
    className,
  );
}

export function ButtonLink({ to, children, ...style }: ButtonStyle & { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass(style)}>
      {children}
    </Link>
  );
}
