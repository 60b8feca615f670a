import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `effect` each time the visitor moves to another page in the app, never when the page first
 * hydrates: what the visitor did before the script ran (a menu opened by the first tap on a phone)
 * is still there once it has.
 */
export function useAfterNavigation(effect: () => void): void {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger; the effect is read fresh.
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    effect();
  }, [pathname]);
}
