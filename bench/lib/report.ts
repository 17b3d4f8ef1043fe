// The bench's one table: printed line by line as rows finish, then written
// with the machine, date and commit to docs/PERFORMANCE.md.
import { execFileSync } from "node:child_process";
import os from "node:os";

export type Line = {
  row: string;
  target: string;
  figure: string;
  anchor: string;
  /** null: no verdict (quick mode, not run, or a row that only reports). */
  pass: boolean | null;
};

const WIDTHS = { row: 40, target: 34, figure: 50, anchor: 44 } as const;

const verdict = (pass: boolean | null) => (pass === null ? "—" : pass ? "✓" : "✗");

const cell = (text: string, width: number) => (text.length > width - 1 ? `${text} ` : text.padEnd(width));

export function printHeader(): void {
  const header = `${cell("row", WIDTHS.row)}${cell("target", WIDTHS.target)}${cell("figure", WIDTHS.figure)}${cell("anchor", WIDTHS.anchor)}verdict`;
  console.log(`\n${header}\n${"-".repeat(header.length)}`);
}

export function printLine(line: Line): void {
  console.log(
    `${cell(line.row, WIDTHS.row)}${cell(line.target, WIDTHS.target)}${cell(line.figure, WIDTHS.figure)}${cell(line.anchor, WIDTHS.anchor)}${verdict(line.pass)}`,
  );
}

export type Machine = {
  cpu: string;
  cores: number;
  memory: string;
  /** Other work on the machine skews every figure: the 1-minute load average at the start and the end. */
  load: string;
  date: string;
  commit: string;
  node: string;
};

export function describeMachine(root: string, loadAtStart: number): Machine {
  const cpus = os.cpus();
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  } catch {
    // Not a git checkout (an unpacked release): the date still tells runs apart.
  }
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    load: `${loadAtStart.toFixed(1)} at the start, ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end`,
    date: `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    commit,
    node: process.version,
  };
}

const escapeCell = (text: string) => text.replaceAll("|", "\\|");

const MEASURED_HEADING = "## How each row is measured";

/**
 * The sections written by hand between the table and "How each row is
 * measured" (what a row's figures mean, rows measured apart): kept when
 * the bench writes the file again.
 */
export function notesKeptByHand(previous: string): string {
  const start = previous.search(/^## /m);
  const end = previous.indexOf(`\n${MEASURED_HEADING}`);
  if (start === -1 || end === -1 || start > end) return "";
  return previous.slice(start, end + 1);
}

export function toMarkdown(
  lines: readonly Line[],
  machine: Machine,
  notes: readonly string[],
  keptByHand = "",
): string {
  const met = lines.filter((line) => line.pass === true).length;
  const judged = lines.filter((line) => line.pass !== null).length;
  return `# Performance

The table and "How each row is measured" are written by \`npm run bench\` (do
not edit them by hand): every figure beside its anchor, measured in the same
run, alternating figure and anchor runs and reporting medians. The sections
between them are notes written by hand, which the bench keeps.

| machine | |
| --- | --- |
| CPU | ${escapeCell(machine.cpu)} |
| cores | ${machine.cores} |
| memory | ${machine.memory} |
| load average (1 min) | ${machine.load} |
| date | ${machine.date} |
| commit | ${machine.commit} |
| Node.js | ${machine.node} |

**${met} of ${judged} targets met.**

| row | target | figure | anchor | verdict |
| --- | --- | --- | --- | --- |
${lines.map((line) => `| ${[line.row, line.target, line.figure, line.anchor, verdict(line.pass)].map(escapeCell).join(" | ")} |`).join("\n")}

${keptByHand}${MEASURED_HEADING}

${notes.map((note) => `- ${note}`).join("\n")}
`;
}
