import { expect, test } from "vitest";
import { getOptionKey, SERVICES } from "#app/catalog/catalog.server.ts";
import { CHECKLISTS } from "#app/catalog/checklists.ts";

const optionKeys = SERVICES.flatMap((service) => service.options.map((option) => getOptionKey(service, option)));

test("every option of every service has a checklist, and no checklist names an option the catalog lacks", () => {
  for (const key of optionKeys) expect(CHECKLISTS[key]?.length ?? 0, key).toBeGreaterThanOrEqual(3);
  expect(Object.keys(CHECKLISTS).sort()).toEqual([...optionKeys].sort());
});

test("each checklist lists its required documents first, each item once, in words short enough for a phone", () => {
  for (const [key, items] of Object.entries(CHECKLISTS)) {
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size, key).toBe(ids.length);
    for (const item of items) {
      expect(item.id, key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(item.id, key).not.toBe("other");
      expect(item.name.length, `${key} ${item.id}`).toBeLessThanOrEqual(60);
      expect(item.explanation.length, `${key} ${item.id}`).toBeLessThanOrEqual(220);
      expect(item.explanation.trim().length, `${key} ${item.id}`).toBeGreaterThan(20);
    }
    const firstOptional = items.findIndex((item) => !item.required);
    if (firstOptional >= 0)
      expect(
        items.slice(firstOptional).every((item) => !item.required),
        key,
      ).toBe(true);
    expect(
      items.some((item) => item.required),
      key,
    ).toBe(true);
  }
});

test("an item shared by options means one document: the same id has the same name everywhere", () => {
  const names = new Map<string, Set<string>>();
  for (const items of Object.values(CHECKLISTS)) {
    for (const item of items) names.set(item.id, (names.get(item.id) ?? new Set()).add(item.name));
  }
  // PAN and Aadhaar may be worded for an entity or a person; the rest are one document each.
  const varied = [...names].filter(([id, set]) => set.size > 1 && !["pan", "aadhaar"].includes(id));
  expect(varied).toEqual([]);
});
