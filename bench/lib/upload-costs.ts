// What each step of an upload to S3 costs alone, in the bench's process, on
// the same bytes as the s3-uploads row (issue 41): the multipart parse, the
// SHA-256 of the plaintext, the AES-256-GCM at rest, and the S3 client's
// work per part (SigV4, whose payload hash is a SHA-256 of each part, with
// a handler that answers at once instead of a bucket). CPU seconds of this
// process (process.cpuUsage), so the figures hold on a loaded machine too.
import { createHash, randomBytes } from "node:crypto";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { S3Client, UploadPartCommand } from "@aws-sdk/client-s3";
import busboy from "busboy";
import { encryptStream } from "#app/uploads/document-crypto.server.ts";

/** As the network hands a request's body over, about. */
const PIECE = 64 * 1024;
const PART_SIZE = 5 * 1024 * 1024;

export type Cost = { step: string; cpuSeconds: number; seconds: number };

/** Each step over `files` copies of `file`, one after another. */
export async function measureUploadCosts(file: Buffer, files: number): Promise<Cost[]> {
  const pieces = (bytes: Buffer) => {
    const out: Buffer[] = [];
    for (let offset = 0; offset < bytes.length; offset += PIECE) out.push(bytes.subarray(offset, offset + PIECE));
    return out;
  };
  const boundary = `----bench${randomBytes(12).toString("hex")}`;
  const form = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const client = new S3Client({
    region: "us-east-1",
    endpoint: "http://127.0.0.1:9",
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    credentials: { accessKeyId: "bench", secretAccessKey: "bench" },
    // The request is built and signed as for a bucket, then answered here: no network, no bucket.
    requestHandler: {
      handle: async () => ({ response: { statusCode: 200, headers: { etag: '"bench"' }, body: Readable.from([]) } }),
    } as never,
  });
  const steps: [string, () => Promise<void>][] = [
    [
      "multipart parse (busboy)",
      () =>
        new Promise<void>((resolve, reject) => {
          const parser = busboy({ headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
          parser.on("file", (_name, stream) => stream.resume());
          parser.on("close", resolve);
          parser.on("error", reject);
          Readable.from(pieces(form)).pipe(parser);
        }),
    ],
    [
      "SHA-256",
      async () => {
        const hash = createHash("sha256");
        for (const piece of pieces(file)) hash.update(piece);
        hash.digest();
      },
    ],
    [
      "AES-256-GCM (encryptStream)",
      () =>
        pipeline(
          Readable.from(pieces(file)),
          encryptStream(randomBytes(32)),
          new Writable({ write: (_c, _e, done) => done() }),
        ),
    ],
    [
      "S3 client per part (SigV4)",
      async () => {
        for (let offset = 0, part = 1; offset < file.length; offset += PART_SIZE, part++) {
          const Body = file.subarray(offset, offset + PART_SIZE);
          await client.send(new UploadPartCommand({ Bucket: "b", Key: "k", UploadId: "u", PartNumber: part, Body }));
        }
      },
    ],
  ];
  const costs: Cost[] = [];
  try {
    for (const [step, once] of steps) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (let index = 0; index < files; index++) await once();
      const used = process.cpuUsage(cpu);
      costs.push({ step, cpuSeconds: (used.user + used.system) / 1e6, seconds: (performance.now() - started) / 1000 });
    }
  } finally {
    client.destroy();
  }
  return costs;
}
