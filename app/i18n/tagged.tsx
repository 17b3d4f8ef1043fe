import { cloneElement, type ReactElement, type ReactNode } from "react";

/** A numbered tag of a message and the text inside it, "<0>…</0>"; our messages nest none. */
const TAG = /<(\d+)>(.*?)<\/\1>/gs;

/**
 * A message whose numbered tags ("… booking <0>{{id}}</0> is yours …") are
 * shown as the elements of the same number, each with the tag's text as its
 * children (none for an empty tag): what react-i18next's Trans
 * does with the messages we write, without parsing them as HTML and asking
 * i18next again on every render. Every page's footer has four, which cost a
 * 4× throttled phone about 50 ms (issue 41). app/i18n/tagged.test.tsx
 * compares it with Trans for every such message.
 */
export function Tagged({ message, components }: { message: string; components: readonly ReactElement[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of message.matchAll(TAG)) {
    const [tag, number, text] = match;
    parts.push(message.slice(at, match.index));
    const component = components[Number(number)];
    parts.push(component ? cloneElement(component, { key: parts.length }, text) : text);
    at = match.index + tag.length;
  }
  parts.push(message.slice(at));
  return parts;
}
