// The page's messages are written once per language and set of namespaces,
// and what is written is what the browser reads back (app/entry.client.tsx).
import { expect, test } from "vitest";
import { RESOURCES } from "./i18n.server.ts";
import { LANGUAGES } from "./languages.ts";
import type { Namespace } from "./messages.ts";
import { writePageMessages } from "./page-messages.tsx";

const NAMESPACES: Namespace[] = ["common", "cart", "catalog", "forms"];

function bundleOf(language: string, namespace: Namespace): object | undefined {
  return RESOURCES[language as keyof typeof RESOURCES][namespace];
}

test("each language's messages read back as they are, with no '<' to close the script", () => {
  for (const language of LANGUAGES) {
    const json = writePageMessages(language, NAMESPACES, bundleOf);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({
      language,
      bundles: Object.fromEntries(NAMESPACES.map((namespace) => [namespace, bundleOf(language, namespace)])),
    });
  }
});

test("a set is written once, and one with a namespace not yet loaded is written again", () => {
  // An order no page has ("common" comes first): the unit tests share their modules, and so this cache.
  const namespaces: Namespace[] = ["account", "common"];
  const loaded = new Set<Namespace>(["common"]);
  let reads = 0;
  const partly = (language: string, namespace: Namespace) => {
    reads++;
    return loaded.has(namespace) ? bundleOf(language, namespace) : undefined;
  };
  const before = JSON.parse(writePageMessages("hi", namespaces, partly));
  expect(before.bundles.account).toEqual({});
  loaded.add("account");
  const after = JSON.parse(writePageMessages("hi", namespaces, partly));
  expect(after.bundles.account).toEqual(bundleOf("hi", "account"));
  const readsWhenWhole = reads;
  expect(writePageMessages("hi", namespaces, partly)).toBe(JSON.stringify(after).replace(/</g, "\\u003c"));
  expect(reads, "no bundle read again once the set was whole").toBe(readsWhenWhole);
});
