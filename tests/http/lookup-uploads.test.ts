// Issue 34.3 from outside, over HTTP against the shared server: whoever
// holds a booking id fills the booking lookup's quota, through the past
// booking page without script and through /uploads; the browser that made
// the booking (its signed cookie, nothing it says) still sends all of its
// own documents, and only those count.
import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { bookWithoutScript, multipart, send } from "#tests/security/server.ts";

const server = connectSharedServer();

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << >> endobj\n%%EOF\n`);

async function upload(path: string, bookingId: string, name: string, cookie = "") {
  const body = multipart({ bookingId }, [{ name, bytes: pdf(randomUUID()) }]);
  return send(server.origin, {
    method: "POST",
    path,
    headers: {
      "Content-Type": body.type,
      "Content-Length": String(body.body.length),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body.body,
  });
}

test("a stranger who fills the booking lookup's quota leaves the client's own uploads untouched", async () => {
  const { bookingId, jar: client } = await bookWithoutScript(server, "income-tax-filing:individual");
  const maxFiles = 10;

  // The lookup page without script says what the spec says for a file it took.
  const page = await upload("/past-booking-details", bookingId, "lookup-1.pdf");
  expect(page.status).toBe(200);
  expect(page.body).toContain("Files uploaded successfully!");
  for (let index = 2; index <= maxFiles; index++) {
    expect((await upload("/uploads", bookingId, `lookup-${index}.pdf`)).status).toBe(200);
  }
  const over = await upload("/uploads", bookingId, "lookup-11.pdf");

  // The browser that made the booking: its own quota, whole.
  for (let index = 1; index <= maxFiles; index++) {
    const own = await upload("/uploads", bookingId, `own-${index}.pdf`, client.header());
    expect(own.status, own.body).toBe(200);
  }
  expect(over.status).toBe(422);
  expect(JSON.parse(over.body).results).toEqual([
    {
      fileName: "lookup-11.pdf",
      error: `lookup-11.pdf: a booking can hold no more than ${maxFiles} files sent through the booking lookup before the firm has checked them.`,
    },
  ]);
  const stored = await server.query<{ file_name: string; checked: boolean }>(
    "select file_name, checked from uploads where booking_id = $1 order by id",
    [bookingId],
  );
  expect(stored.filter((file) => !file.checked).map((file) => file.file_name)).toEqual(
    Array.from({ length: maxFiles }, (_, index) => `lookup-${index + 1}.pdf`),
  );
  expect(stored.filter((file) => file.checked).map((file) => file.file_name)).toEqual(
    Array.from({ length: maxFiles }, (_, index) => `own-${index + 1}.pdf`),
  );
});
