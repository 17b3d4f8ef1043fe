// Which checklist line a document is, guessed from its file name: what the
// upload's "This document is" preselects, and how files sent without a
// choice (with the booking, from the cart, through the booking lookup) are
// filed (issue 36, item 2). A guess only ever names a line of the booking;
// no guess leaves the client's choice, or Other, as it was.

type Choice = { value: string; label: string };

/** Words that name no document on their own: a file called "statement.pdf" could be any statement. */
const VAGUE = new Set([
  "statement",
  "certificate",
  "detail",
  "proof",
  "record",
  "copy",
  "scan",
  "scanned",
  "document",
  "doc",
  "file",
  "front",
  "back",
  "side",
  "page",
  "photo",
  "image",
  "img",
  "card",
  "form",
  "return",
  "access",
  "other",
  "request",
]);

/** Words that only join others: left out of what names a line. */
const FILLER = new Set([
  "the",
  "and",
  "of",
  "for",
  "your",
  "each",
  "if",
  "any",
  "you",
  "have",
  "one",
  "from",
  "to",
  "or",
  "by",
  "a",
  "an",
  "it",
  "we",
  "my",
  "in",
  "on",
  "all",
]);

/** Spellings clients use for a word of a line's id. */
const SPELLINGS: Readonly<Record<string, string[]>> = {
  aadhar: ["aadhaar"],
  adhaar: ["aadhaar"],
  adhar: ["aadhaar"],
  aadharcard: ["aadhaar", "card"],
  aadhaarcard: ["aadhaar", "card"],
  pancard: ["pan", "card"],
  bankstatement: ["bank", "statement"],
  passbook: ["bank", "statement"],
  check: ["cheque"],
};

/**
 * Words of names already read. A booking's page compares every request and
 * document with every line of its checklist, the dashboard does so for each
 * booking: the same few hundred names (the catalog's lines, the requests'
 * labels) were split again by five regular expressions each time, some
 * 3 to 5 ms of a request (issue 41 part 2). Emptied when full, so arbitrary
 * file names cannot grow it.
 */
const wordsOf = new Map<string, readonly string[]>();
const WORDS_KEPT = 5_000;

/** A name as words: lower case, split at anything not a letter or digit and where letters meet digits ("Form16"). */
function toWords(text: string): readonly string[] {
  let words = wordsOf.get(text);
  if (!words) {
    if (wordsOf.size >= WORDS_KEPT) wordsOf.clear();
    words = splitWords(text);
    wordsOf.set(text, words);
  }
  return words;
}

function splitWords(text: string): string[] {
  return text
    .replace(/\.[a-z0-9]{2,5}$/i, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Za-z])(\d)/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .flatMap((word) => SPELLINGS[word] ?? [word])
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word))
    .filter((word) => word.length > 0);
}

/** What names a line: its id's words ("bank-statements"), or for a request (`request-{id}`) its label's. */
function lineWords(choice: Choice): string[] {
  return toWords(choice.value.startsWith("request-") ? choice.label : choice.value).filter((word) => !FILLER.has(word));
}

/**
 * The line of `choices` this file name names, or null: the line with the
 * largest share of its words in the name (at least half), one of them not
 * vague; on a tie the first line, as the list is ordered.
 */
export function guessFiling(fileName: string, choices: readonly Choice[]): string | null {
  const named = new Set(toWords(fileName));
  let best: { value: string; share: number } | null = null;
  for (const choice of choices) {
    const words = [...new Set(lineWords(choice))];
    if (words.length === 0) continue;
    const found = words.filter((word) => named.has(word));
    if (!found.some((word) => !VAGUE.has(word))) continue;
    const share = found.length / words.length;
    if (share >= 0.5 && (best === null || share > best.share)) best = { value: choice.value, share };
  }
  return best?.value ?? null;
}

/**
 * Whether a request staff wrote asks for this checklist line again
 * ("Aadhaar", "PAN card", "Form 16"): every word of it that names a document
 * is a word of the line's id or name. "Bank statements of your spouse" asks
 * for something else.
 */
export function repeatsLine(label: string, line: { id: string; name: string }): boolean {
  const asked = toWords(label).filter((word) => !FILLER.has(word) && !VAGUE.has(word));
  const named = new Set([...toWords(line.id), ...toWords(line.name)]);
  return asked.length > 0 && asked.every((word) => named.has(word));
}

/**
 * What the upload's select shows first: the first line still waiting for a
 * document (a required one before one that only may apply), else the first
 * line; never Other while there is a line.
 */
export function firstPendingFiling(
  groups: readonly {
    items: readonly { id: string; required: boolean; files?: readonly unknown[]; mark?: unknown; missing?: unknown }[];
  }[],
  choices: readonly Choice[],
): string | undefined {
  const lines = groups.flatMap((group) => group.items);
  // A line staff marked, or one the client said they do not have, waits for nothing.
  const waiting = lines.filter((line) => (line.files?.length ?? 0) === 0 && !line.mark && !line.missing);
  const offered = new Set(choices.map((choice) => choice.value));
  const first = [...waiting.filter((line) => line.required), ...waiting, ...lines].find((line) => offered.has(line.id));
  return first?.id ?? choices[0]?.value;
}
