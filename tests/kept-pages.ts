// Asking every server process for a page: the server hands each new
// connection to the next process, so a dozen connections reach every one of
// them, and each answer says whether it came from the kept pages (X-Cache).
// Bodies stay undecoded (fetch would decode them), to compare bytes.
import { get, type IncomingHttpHeaders } from "node:http";

export type Answer = { headers: IncomingHttpHeaders; body: Buffer };

const CONNECTIONS = 12;

/** The same GET on a dozen new connections. */
export async function getOnNewConnections(origin: string, path: string, encoding = "identity"): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let connection = 0; connection < CONNECTIONS; connection++) {
    answers.push(
      await new Promise<Answer>((resolve, reject) => {
        get(new URL(path, origin), { headers: { "Accept-Encoding": encoding }, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on("error", reject);
      }),
    );
  }
  return answers;
}

/** How many of the answers were rendered to be kept (the first of each process). */
export const countMisses = (answers: Answer[]) =>
  answers.filter((answer) => answer.headers["x-cache"] === "MISS").length;
