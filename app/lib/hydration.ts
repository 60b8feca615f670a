/** True in the browser until the page's first hydration has committed: the DOM is still the server's page. */
let hydrating = typeof window !== "undefined";

export function isHydrating(): boolean {
  return hydrating;
}

/** Called once, after the root's first commit (root.tsx). */
export function markHydrated(): void {
  hydrating = false;
}
