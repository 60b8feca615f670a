import { SendHorizontal, Sparkles } from "lucide-react";
import type { Mockups } from "#common/content/types.ts";
import { MockupFrame } from "./mockup-frame";

type Message = Mockups["agent"]["messages"][number];

export function AgentMockup({ t }: { t: Mockups["agent"] }) {
  return (
    <MockupFrame
      title={t.title}
      aside={
        <span className="flex max-w-[45%] shrink-0 items-center gap-1.5 text-xs text-teal-700">
          <span className="size-2 shrink-0 rounded-full bg-teal-500" />
          <span className="truncate">{t.status}</span>
        </span>
      }
    >
      <div className="space-y-2.5">
        {t.messages.map((message) => (
          <ChatMessage key={message.text} message={message} />
        ))}
      </div>

      <div className="mt-3 flex items-center gap-2 rounded-full border border-line bg-white py-1.5 pr-1.5 pl-3">
        <span className="min-w-0 flex-1 truncate text-xs text-muted">{t.inputPlaceholder}</span>
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
          <SendHorizontal aria-hidden="true" className="size-3.5" />
        </span>
      </div>
    </MockupFrame>
  );
}

function ChatMessage({ message }: { message: Message }) {
  if (message.from === "advisor") {
    return (
      <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-xs text-white @sm:text-sm">
        {message.text}
      </p>
    );
  }
  return (
    <div className="flex max-w-[90%] items-end gap-2">
      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <Sparkles aria-hidden="true" className="size-3.5" />
      </span>
      <p className="rounded-2xl rounded-bl-sm border border-line bg-surface px-3 py-2 text-xs text-ink @sm:text-sm">
        {message.text}
      </p>
    </div>
  );
}
