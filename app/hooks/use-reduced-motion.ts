import { startTransition, useEffect, useState } from "react";

const query = "(prefers-reduced-motion: reduce)";

/**
 * True when the visitor asked for less motion. The server assumes it did, so nothing moves before
 * hydration. Not `useSyncExternalStore`: when the browser's answer differs from the server's, it
 * renders again synchronously in hydration's last task; a transition is sliced (decision 046).
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => startTransition(() => setReduced(list.matches));
    follow();
    list.addEventListener("change", follow);
    return () => list.removeEventListener("change", follow);
  }, []);
  return reduced;
}
