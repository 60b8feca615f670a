import { type ComponentProps, useState } from "react";
import { isHydrating } from "#app/lib/hydration.ts";

type Props = Omit<ComponentProps<"textarea">, "defaultValue"> & { id: string; defaultValue?: string };

/**
 * A textarea that keeps what the visitor typed before the script ran. React 19 sets a textarea's
 * value back to its default when it hydrates it (`initTextarea`), which it does not do for inputs;
 * so on the render that hydrates it, while the server's element is still in the page, its current
 * text becomes the default.
 */
export function Textarea({ id, defaultValue, ...props }: Props) {
  const [typed] = useState(() => (isHydrating() ? typedInto(id) : undefined));
  return <textarea id={id} defaultValue={typed ?? defaultValue} {...props} />;
}

function typedInto(id: string): string | undefined {
  const element = document.getElementById(id);
  return element instanceof HTMLTextAreaElement ? element.value : undefined;
}
