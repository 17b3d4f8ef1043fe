import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";

export type CapturedMail = { to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startSmtpServer(port = 0) {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  // A sender killed in the middle of a message (the crash and cluster tests
  // kill servers) resets its connection, and smtp-server reports that as an
  // error of the server: without a listener it would be thrown in the test
  // process. The message is not accepted, so the outbox sends it again.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a captured message, quoted-printable undone. */
export function getLink(raw: string, pattern: RegExp): string {
  const match = decodeQuotedPrintable(raw).match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} in the message`);
  return match[0];
}

/**
 * A captured message with quoted-printable undone (soft line breaks and =XX bytes), read as UTF-8.
 * Byte by byte, so a literal '%' or a URL's escapes in the mail are left as they are.
 */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/**
 * A subject without the booking reference an email about a booking starts
 * with ("[ETF-482-139-075] Booking … received": issue 36, item 10), for the
 * tests that find a mail by what it is about; the integration tests check
 * the reference itself (tests/integration/isolated/booking-reference.test.ts).
 */
export function withoutReference(subject: string): string {
  return subject.replace(/^\[ETF-\d{3}-\d{3}-\d{3}\] /, "");
}

/** A header's value, unfolded, its RFC 2047 encoded words (a subject in Hindi or Odia) read as UTF-8. */
function readHeader(head: string, name: string): string {
  const folded = head.match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "mi"))?.[1] ?? "";
  const unfolded = folded.replace(/\r?\n(?=[ \t])/g, "").trim();
  // Adjacent encoded words join without the space between them, and may split a character: decode them as one.
  return unfolded.replace(/(?:=\?UTF-8\?[BQ]\?[^?]*\?=\s*)+/gi, (words) => {
    const bytes = [...words.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].map(([, encoding, text = ""]) =>
      encoding?.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ),
    );
    return `${Buffer.concat(bytes).toString("utf8")}${/\s$/.test(words) ? " " : ""}`;
  });
}

/** A part's body by its Content-Transfer-Encoding, read as UTF-8. */
function decodeBody(head: string, body: string): string {
  const encoding = readHeader(head, "Content-Transfer-Encoding").toLowerCase();
  const decoded =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return decoded.replace(/\r\n/g, "\n");
}

/**
 * A captured message as its reader sees it: the subject, and the plain-text
 * and HTML parts decoded (base64 or quoted-printable, as the sender chose
 * for each), for the tests that read an email in Hindi or Odia.
 */
export function readMail(raw: string): { subject: string; text: string; html: string } {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const parts: { text: string; html: string } = { text: "", html: "" };
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map(([, boundary]) => boundary ?? "");
  const chunks = boundaries.length > 0 ? raw.split(new RegExp(`--(?:${boundaries.join("|")})`)) : [rest.join("\n\n")];
  for (const chunk of chunks) {
    const [partHead = "", ...partBody] = chunk.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const type = readHeader(partHead, "Content-Type");
    const body = partBody.join("\n\n");
    if (type.startsWith("text/plain") && !parts.text) parts.text = decodeBody(partHead, body);
    if (type.startsWith("text/html") && !parts.html) parts.html = decodeBody(partHead, body);
  }
  return { subject: readHeader(head, "Subject"), ...parts };
}
