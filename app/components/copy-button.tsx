import { useState } from "react";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { useFormsT } from "#app/form-messages.ts";

/**
 * Copies `text` to the clipboard. Shown only once JavaScript runs: without
 * it the text stays on the page to select (the caller shows it).
 */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useFormsT();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className="btn-secondary"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? t("copied") : (label ?? t("copy"))}
    </button>
  );
}
