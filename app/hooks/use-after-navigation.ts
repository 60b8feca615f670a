import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `effect` each time `value` changes, never in the render that hydrates: what the visitor did
 * before the script ran (a menu opened by the first tap on a phone) is still there once it has. It
 * runs in the commit that shows the change, so focus it moves is in place before the next key press.
 */
export function useWhenChanged(value: string, effect: () => void): void {
  const shownWith = useRef(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: value is the trigger; the effect is read fresh.
  useLayoutEffect(() => {
    if (shownWith.current === value) return;
    shownWith.current = value;
    effect();
  }, [value]);
}

/** Runs `effect` each time the visitor moves to another page in the app, never when the page first hydrates. */
export function useAfterNavigation(effect: () => void): void {
  useWhenChanged(useLocation().pathname, effect);
}
