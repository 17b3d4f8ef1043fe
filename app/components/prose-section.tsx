import type { ReactNode } from "react";

/** A headed section of plain paragraphs, as the terms and the refund policy are written. */
export function ProseSection({ id, heading, paragraphs }: { id: string; heading: ReactNode; paragraphs: string[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900 sm:text-2xl">
        {heading}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
