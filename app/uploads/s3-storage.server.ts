// The documents' bytes in an S3-compatible bucket (AWS S3, Cloudflare R2,
// MinIO), behind the same FileStorage interface as the local disk
// (issue 25). What reaches the bucket is already encrypted
// (createEncryptedStorage); downloads stream back through the app, which
// checks who asks, logs the access and decrypts (docs/DEPLOYMENT.md).
import { randomBytes } from "node:crypto";
import { PassThrough, pipeline, type Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import {
  type FileStorage,
  KEY_PATTERN,
  missingFileError,
  StorageUnavailableError,
} from "#app/uploads/file-storage.server.ts";

export type S3Options = { bucket: string; region: string; endpoint?: string };

/** Objects live under this prefix, so the bucket may hold other things beside them. */
const PREFIX = "documents/";
/**
 * S3's smallest part (but the last). An upload fills one part buffer of
 * this size, sends it, then fills it again: the receiving waits while a
 * part is sent, which costs nothing here (the uploads are bound by CPU:
 * hashing, encryption, signing, not by waiting) and holds one part per
 * upload, not two or three. At most UPLOADS_AT_ONCE hold one in a process;
 * the others wait with their senders held back (TCP), so ten 25 MB files
 * sent at once hold 20 MiB of parts per process, not 300 (issue 41).
 */
const PART_SIZE = 5 * 1024 * 1024;
const UPLOADS_AT_ONCE = 4;
/**
 * A sender that sends nothing for this long while its upload holds one of
 * those part buffers is failed, and the buffer goes to the next upload:
 * four stalled connections (anyone may post a booking's files) must not
 * hold every upload of a process until the request times out. The bytes
 * arrive here sealed in pieces of 64 KiB (document-crypto.server.ts): a
 * phone on a weak 2G signal (10 kbit/s) fills one in under a minute. The
 * client is told the file could not be received and may send it again.
 */
const SENDER_IDLE_MS = 120_000;

export function createS3Client(options: S3Options): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // R2, MinIO and the like are addressed by path; AWS by the bucket's own host name.
    forcePathStyle: Boolean(options.endpoint),
    // Checksums only where S3 requires them: several S3-compatible stores
    // refuse the SDK's newer default (CRC32 trailers on every upload).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

/** The endpoint as it may be shown in a message: no credentials, ever. */
function describeEndpoint(options: S3Options): string {
  if (!options.endpoint) return `s3://${options.bucket} (AWS, ${options.region})`;
  const url = new URL(options.endpoint);
  return `${url.protocol}//${url.host}/${options.bucket}`;
}

export function createS3Storage(
  client: S3Client,
  bucket: string,
  { senderIdleMs = SENDER_IDLE_MS }: { senderIdleMs?: number } = {},
): FileStorage {
  const partBuffers = createPartBuffers(UPLOADS_AT_ONCE, PART_SIZE);
  const objectKey = (key: string) => {
    // Keys are ours (random hex); anything else never reaches the bucket.
    if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
    return `${PREFIX}${key}`;
  };

  /**
   * Streams the source into an object, whole or not at all; resolves to its
   * size. One part of S3's multipart upload at a time, copied once from the
   * source into the upload's part buffer (@aws-sdk/lib-storage, used before,
   * joined each part from the pieces and kept the next filling while one
   * was sent). A file of one part is one PutObject. The part buffer is
   * taken when the first bytes arrive, and a sender idle for senderIdleMs
   * while holding it is failed (SENDER_IDLE_MS).
   */
  async function put(key: string, source: Readable): Promise<number> {
    const name = objectKey(key);
    source.on("error", ignoreError);
    let part: { bytes: Buffer; release(): void } | undefined;
    let idle: NodeJS.Timeout | undefined;
    let uploadId: string | undefined;
    const sent: CompletedPart[] = [];
    let size = 0;
    let filled = 0;
    const sendPart = async () => {
      if (!part) throw new Error("no part buffer");
      uploadId ??= (await bucketCall(client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: name }))))
        .UploadId;
      const PartNumber = sent.length + 1;
      const body = part.bytes.subarray(0, filled);
      const { ETag } = await bucketCall(
        client.send(new UploadPartCommand({ Bucket: bucket, Key: name, UploadId: uploadId, PartNumber, Body: body })),
      );
      sent.push({ PartNumber, ETag });
      filled = 0;
    };
    try {
      // A source that fails throws its own error here: the sender's failure, not the bucket's.
      for await (const chunk of source as AsyncIterable<Buffer>) {
        clearTimeout(idle);
        part ??= await partBuffers.take();
        size += chunk.length;
        for (let offset = 0; offset < chunk.length; ) {
          // A full part with bytes after it: sent, and the buffer filled again.
          if (filled === PART_SIZE) await sendPart();
          const copied = chunk.copy(part.bytes, filled, offset);
          filled += copied;
          offset += copied;
        }
        // Only the sender's silence counts, not the time the bucket takes for a part.
        idle = setTimeout(
          () => source.destroy(new Error(`The sender sent nothing for ${senderIdleMs / 1000} s`)),
          senderIdleMs,
        );
      }
      clearTimeout(idle);
      if (sent.length === 0) {
        const body = part ? part.bytes.subarray(0, filled) : Buffer.alloc(0);
        await bucketCall(client.send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: body })));
      } else {
        await sendPart();
        await bucketCall(
          client.send(
            new CompleteMultipartUploadCommand({
              Bucket: bucket,
              Key: name,
              UploadId: uploadId,
              MultipartUpload: { Parts: sent },
            }),
          ),
        );
      }
    } catch (error) {
      // A failed multipart upload is aborted, so no object and no parts are left (its parts cost storage).
      if (uploadId) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: name, UploadId: uploadId }))
          .catch(ignoreError);
      }
      // The rest of the source is not wanted: ended, so that whoever feeds it is not kept waiting.
      source.destroy();
      throw error;
    } finally {
      clearTimeout(idle);
      part?.release();
    }
    return size;
  }

  async function remove(key: string): Promise<void> {
    try {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    } catch (error) {
      throw unavailable(error);
    }
  }

  return {
    async save(source) {
      const key = randomBytes(16).toString("hex");
      return { key, size: await put(key, source) };
    },
    open(key) {
      const name = objectKey(key);
      const out = new PassThrough({ highWaterMark: 512 * 1024 });
      client.send(new GetObjectCommand({ Bucket: bucket, Key: name })).then(
        (object) => pipeline(object.Body as Readable, out, ignoreError),
        (error: unknown) =>
          out.destroy(
            error instanceof S3ServiceException && error.name === "NoSuchKey"
              ? missingFileError(key)
              : unavailable(error),
          ),
      );
      return out;
    },
    // An object is replaced whole: S3 never shows half of one.
    replace: async (key, source) => {
      await put(key, source);
    },
    remove,
    async list() {
      const entries: { key: string; modifiedAt: Date }[] = [];
      try {
        for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: PREFIX })) {
          for (const object of page.Contents ?? []) {
            const key = object.Key?.slice(PREFIX.length) ?? "";
            if (KEY_PATTERN.test(key)) entries.push({ key, modifiedAt: object.LastModified ?? new Date(0) });
          }
        }
      } catch (error) {
        throw unavailable(error);
      }
      return entries;
    },
  };
}

/** Resolves when the bucket answers; throws a message naming the endpoint (never the credentials) when not. */
export async function checkBucket(client: S3Client, options: S3Options): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
  } catch (error) {
    const reason =
      error instanceof S3ServiceException
        ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? "?"})`
        : reasonOf(error);
    throw new Error(`The document storage ${describeEndpoint(options)} cannot be reached: ${reason}.`);
  }
}

/** At most `count` holders at once; `take` waits its turn and gives the release. */
function createSlots(count: number) {
  let free = count;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  return {
    async take(): Promise<() => void> {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
  };
}

/**
 * At most `count` part buffers lent at once; `take` waits its turn. They are
 * reused while uploads run and dropped when none does, so an idle process
 * holds none. Only the bytes written into a buffer are ever sent.
 */
function createPartBuffers(count: number, size: number) {
  const slots = createSlots(count);
  let free: Buffer[] = [];
  let lent = 0;
  return {
    async take(): Promise<{ bytes: Buffer; release(): void }> {
      const releaseSlot = await slots.take();
      lent++;
      const bytes = free.pop() ?? Buffer.allocUnsafeSlow(size);
      let released = false;
      return {
        bytes,
        release() {
          if (released) return;
          released = true;
          lent--;
          if (lent === 0) free = [];
          else free.push(bytes);
          releaseSlot();
        },
      };
    },
  };
}

/** A call to the bucket; its failure is the store's (StorageUnavailableError), not the sender's. */
async function bucketCall<Output>(sending: Promise<Output>): Promise<Output> {
  try {
    return await sending;
  } catch (error) {
    throw unavailable(error);
  }
}

function unavailable(error: unknown): Error {
  return error instanceof StorageUnavailableError ? error : new StorageUnavailableError(reasonOf(error));
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${error.name} ${code}` : `${error.name}: ${error.message}`;
}

function ignoreError() {}
