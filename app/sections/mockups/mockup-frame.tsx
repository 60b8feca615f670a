import type { ReactNode } from "react";

type MockupFrameProps = {
  title: string;
  /** Right end of the title bar: a chip, a status, a progress bar. */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * The app window every product illustration is drawn in. Purely decorative: hidden from
 * assistive technology, nothing inside is focusable. It is a size container, so the
 * illustrations adapt to the width they are given (280 to 520 px) with `@xs:` / `@sm:`.
 */
export function MockupFrame({ title, aside, children }: MockupFrameProps) {
  return (
    <div
      aria-hidden="true"
      className="@container w-full min-w-0 overflow-hidden rounded-card border border-line bg-white text-ink shadow-card select-none"
    >
      <div className="flex items-center gap-3 border-b border-line bg-surface px-3 py-2.5 @sm:px-4">
        <div className="flex shrink-0 gap-1.5">
          <span className="size-2.5 rounded-full bg-accent-400" />
          <span className="size-2.5 rounded-full bg-brand-200" />
          <span className="size-2.5 rounded-full bg-teal-500" />
        </div>
        <p className="min-w-0 flex-1 truncate text-xs font-semibold @sm:text-sm">{title}</p>
        {aside}
      </div>
      <div className="p-3 @sm:p-4">{children}</div>
    </div>
  );
}
