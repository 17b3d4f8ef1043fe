import { ChevronDownIcon } from "#app/components/icons.tsx";

/**
 * Expandable questions. <details> opens by mouse, Enter or Space without any
 * JavaScript, and screen readers announce it as expanded or collapsed.
 */
export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDownIcon className="shrink-0 text-xl text-brand-600 transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-5 leading-relaxed text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
