/**
 * Runs `start` once the page is shown: at once, or, for a page the browser prerendered on a
 * Speculation Rules hint, when the visitor actually goes to it (no beacon, no timer before then).
 */
export function whenShown(start: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", start, { once: true });
  else start();
}
