import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and in the render that hydrates; true once the script has taken over.
 * The switch is a transition (decision 046): its render is sliced like hydration's, instead of
 * running in one task with hydration's effects, as an ordinary update after an effect would.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => startTransition(() => setEnhanced(true)), []);
  return enhanced;
}
