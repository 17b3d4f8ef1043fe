// The production server is a primary process and its server processes (one
// per core, server/cluster.ts); measurements of "the server" take them all,
// and leave out the embedded PostgreSQL the primary also runs.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** The primary's pid and those of its Node children (the server processes). */
export function serverProcessIds(primary: number): number[] {
  return [primary, ...nodeChildrenOf(primary, [primary])];
}

/** The server processes and the Node processes they started (photo converters). */
function serverTreeIds(primary: number): number[] {
  const servers = serverProcessIds(primary);
  return [...servers, ...nodeChildrenOf(primary, servers.slice(1))];
}

/**
 * The children of these processes that run Node: the primary's own
 * executable. (Not its command name: that is "node" on Node 20 but
 * "MainThread" from Node 24 on, which names its main thread.)
 */
function nodeChildrenOf(primary: number, parents: number[]): number[] {
  const executable = executableOf(primary);
  if (!executable) return [];
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrEmpty(`/proc/${entry}/stat`);
    // pid (comm) state ppid …: the command name may hold spaces, so read after its ")".
    const match = /^\d+ \((.*)\) \S+ (\d+)/.exec(stat);
    if (!parents.includes(Number(match?.[2]))) continue;
    if (executableOf(Number(entry)) === executable) children.push(Number(entry));
  }
  return children;
}

/** The program a process runs; undefined once it has ended (a zombie has none). */
function executableOf(pid: number): string | undefined {
  try {
    return readlinkSync(`/proc/${pid}/exe`);
  } catch {
    return undefined;
  }
}

/** Resident memory in KB of the server's processes and their converters together (VmRSS of each). */
export function serverResidentKb(primary: number): number {
  return serverTreeIds(primary).reduce((sum, pid) => {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readOrEmpty(`/proc/${pid}/status`))?.[1];
    return sum + Number(kb ?? 0);
  }, 0);
}

/** A process that has just ended reads as empty. */
function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
