import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The way back to the list a page belongs to, above its title. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p>
      <Link to={to} className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {children}
      </Link>
    </p>
  );
}
