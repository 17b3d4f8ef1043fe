import fs from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { convertPhoto } from "#app/uploads/photo-conversion.server.ts";

const fixture = (name: string) => fs.readFile(path.join(import.meta.dirname, "../../tests/fixtures", name));

test("photos wait their turn in a short queue; past it a photo is refused as busy, not left to pile up", async () => {
  const bytes = await fixture("landscape.jpg");
  // One is converted while twenty wait; the twenty-second finds the queue full.
  const answers = await Promise.all(
    Array.from({ length: 22 }, () => convertPhoto({ bytes, contentType: "image/jpeg" })),
  );
  expect(answers.filter((answer) => "page" in answer)).toHaveLength(21);
  expect(answers.slice(21)).toEqual([{ refused: "busy" }]);
  expect(answers[0]).toMatchObject({ page: { width: 300, height: 200 } });
});

test("a HEIC becomes a page, and so does the next one, in the converter started after it", async () => {
  const heic = await fixture("portrait.heic");
  const first = await convertPhoto({ bytes: heic, contentType: "image/heic" });
  const second = await convertPhoto({ bytes: heic, contentType: "image/heic" });
  expect(first).toMatchObject({ page: { width: 240, height: 320 } });
  expect(second).toEqual(first);
});

test("bytes that are not the image they claim to be are refused as unreadable", async () => {
  const answer = await convertPhoto({ bytes: new TextEncoder().encode("not a photo"), contentType: "image/heic" });
  expect(answer).toEqual({ refused: "unreadable" });
});
