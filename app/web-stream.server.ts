import { Readable } from "node:stream";

/**
 * A Node stream as a Response body that keeps at most a few chunks ahead of
 * the socket. Readable.toWeb's default queue holds up to 16,384 chunks, so
 * for a slow reader it would buffer a whole document, ZIP or CSV in memory.
 */
export function toResponseBody(stream: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(stream, { strategy: { highWaterMark: 4 } }) as ReadableStream<Uint8Array>;
}
