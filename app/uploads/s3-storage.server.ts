// The documents' bytes in an S3-compatible bucket (AWS S3, Cloudflare R2,
// MinIO), behind the same FileStorage interface as the local disk
// (issue 25). What reaches the bucket is already encrypted
// (createEncryptedStorage); downloads stream back through the app, which
// checks who asks, logs the access and decrypts (docs/DEPLOYMENT.md).
import { randomBytes } from "node:crypto";
import { PassThrough, pipeline, type Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  type FileStorage,
  KEY_PATTERN,
  measured,
  missingFileError,
  StorageUnavailableError,
} from "#app/uploads/file-storage.server.ts";

export type S3Options = { bucket: string; region: string; endpoint?: string };

/** Objects live under this prefix, so the bucket may hold other things beside them. */
const PREFIX = "documents/";
/**
 * S3's smallest part. An upload holds one part in flight and fills the
 * next, about 10 MiB whatever the file's size; at most UPLOADS_AT_ONCE of
 * them run in a process, and the others wait with their senders held back
 * (TCP), so ten 25 MB files sent at once cost about 40 MiB, not 300. The
 * uploads are bound by CPU (hashing, encryption, signing), not by waiting:
 * more at once would not go faster.
 */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 1;
const UPLOADS_AT_ONCE = 4;

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

export function createS3Storage(client: S3Client, bucket: string): FileStorage {
  const uploadSlots = createSlots(UPLOADS_AT_ONCE);
  const objectKey = (key: string) => {
    // Keys are ours (random hex); anything else never reaches the bucket.
    if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
    return `${PREFIX}${key}`;
  };

  /** Streams the source into an object, whole or not at all. */
  async function put(key: string, source: Readable): Promise<void> {
    let sourceFailed: unknown;
    const body = pipeline(source, new PassThrough(), (error) => {
      if (error) sourceFailed = error;
    });
    // Multipart for anything over one part; a failed one is aborted, so no object and no parts are left.
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: objectKey(key), Body: body },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    const release = await uploadSlots.take();
    try {
      if (sourceFailed) throw sourceFailed;
      await upload.done();
    } catch (error) {
      // The rest of the source is not wanted: ended, so that whoever feeds it is not kept waiting.
      body.destroy();
      // A form cut off mid-file is the sender's failure, not the bucket's.
      throw sourceFailed ?? unavailable(error);
    } finally {
      release();
    }
    // The last part can be sent before the source reports its failure: such an object is not kept.
    if (sourceFailed) {
      await remove(key);
      throw sourceFailed;
    }
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
      source.on("error", ignoreError);
      const key = randomBytes(16).toString("hex");
      const measure = measured();
      await put(key, pipeline(source, measure, ignoreError));
      return { key, ...measure.result() };
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
    replace: (key, source) => put(key, source),
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

function unavailable(error: unknown): Error {
  return error instanceof StorageUnavailableError ? error : new StorageUnavailableError(reasonOf(error));
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${error.name} ${code}` : `${error.name}: ${error.message}`;
}

function ignoreError() {}
