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
  return residentKbOf(serverTreeIds(primary));
}

/**
 * serverResidentKb for sampling often: the processes are looked up again
 * every `every` reads only. A look-up scans all of /proc, about 10 ms of
 * CPU with 200 processes on the bench machine (measured), which every
 * 20 ms would take half a core from the server being measured (issue 41).
 */
export function serverResidentSampler(primary: number, every = 25): () => number {
  let pids = serverTreeIds(primary);
  let reads = 0;
  return () => {
    if (++reads % every === 0) pids = serverTreeIds(primary);
    return residentKbOf(pids);
  };
}

function residentKbOf(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => {
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

/** CPU time in seconds (user and system) the server's processes and their converters have used, each as /proc gives it. */
export function serverCpuSeconds(primary: number): number {
  return serverTreeIds(primary).reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
}

/** CPU time in seconds (user and system) of one process: /proc/<pid>/stat's utime and stime, in clock ticks of 1/100 s on Linux. */
export function processCpuSeconds(pid: number): number {
  // Fields after the command name (which may itself hold ") ", so the last one
  // ends it): state is the 3rd field, utime and stime the 14th and 15th.
  const stat = readOrEmpty(`/proc/${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}
