import { useMemo } from "react";

/**
 * `dangerouslySetInnerHTML`'s object for this markup, the same object while the markup stays the same.
 * React writes `innerHTML` again whenever it gets a new object, even with the same text, so every render
 * of the element would replace its children: a selection, a focus or a node someone holds is lost
 * (decision 044).
 */
export function useInnerHtml(html: string): { __html: string } {
  return useMemo(() => ({ __html: html }), [html]);
}
