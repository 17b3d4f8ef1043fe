// An S3-compatible server for tests: s3rver, from npm. It speaks S3's REST
// API with Signature V4 checks and multipart uploads, and keeps its objects
// in a folder. MinIO, Garage, SeaweedFS, moto and LocalStack are neither in
// Debian nor on npm, and PyPI is not reachable from these machines; s3rver
// is the most faithful one that installs here. What it lacks (it answers
// AbortMultipartUpload with 405 and keeps the parts in its own folder) is
// covered in docs/DEPLOYMENT.md by the bucket's lifecycle rule.
import { mkdtempSync, rmSync } from "node:fs";
import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** The environment that points the site at this server. */
  env: Record<string, string>;
  /** Stops accepting connections (the bucket's files stay, for a later restart on the same port). */
  stop(): Promise<void>;
  /** Starts again on the same port and folder. */
  restart(): Promise<void>;
  close(): Promise<void>;
};

const CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

export async function startS3Server(options: { bucket?: string; port?: number } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? "etf-documents";
  const directory = mkdtempSync(path.join(os.tmpdir(), "etf-s3-"));
  const make = (port: number) =>
    new S3rver({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  let server = make(options.port ?? 0);
  const { port } = await run(server);
  const endpoint = `http://127.0.0.1:${port}`;
  let running = true;
  return {
    endpoint,
    bucket,
    env: { STORAGE: "s3", S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", ...CREDENTIALS },
    async stop() {
      if (!running) return;
      running = false;
      await server.close();
    },
    async restart() {
      if (running) return;
      server = make(port);
      await run(server);
      running = true;
    },
    async close() {
      if (running) await server.close();
      running = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Starts s3rver, and lets a client that vanishes mid-upload go quietly: the
 * cluster test kills a host while it streams documents here, and s3rver
 * reads the request body without listening for its error, which would reach
 * the test process as an uncaught ECONNRESET (seen once in CI).
 */
async function run(server: S3rver): Promise<{ port: number }> {
  const address = await server.run();
  const http = (server as unknown as { httpServer: Server }).httpServer;
  http.on("request", (request: IncomingMessage) => request.on("error", () => {}));
  http.on("connection", (socket: Socket) => socket.on("error", () => {}));
  return address;
}
