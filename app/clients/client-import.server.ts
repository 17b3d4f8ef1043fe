// Clients added by staff (issue 37.1): one by hand, or the firm's list from
// a CSV. Both are planned first against what the firm already holds: each
// row says what it will create, or what is wrong with it in words. The
// import writes only a plan without errors, planned again inside its
// transaction, so what the dry run showed is what is written, once: a
// client is keyed by email (else PAN), an engagement by client and service,
// so the same file imported twice creates nothing new.
import busboy from "busboy";
import { CsvError, parse } from "csv-parse/sync";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { getRecurringService } from "#app/catalog/recurring.ts";
import { type ClientInput, ClientSchema } from "#app/clients/client-schema.ts";
import { getDefaultPricePaise } from "#app/clients/clients.server.ts";
import { type Executor, getDb } from "#app/db/client.server.ts";
import { clientGstins, clients, engagements } from "#app/db/schema.ts";
import { getPastPeriods, PAST_PERIODS_LABEL } from "#app/engagements/periods.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { getGstState } from "#app/invoices/gstin.ts";
import { formatPaise } from "#app/invoices/money.ts";
import { queueJob } from "#app/jobs/queue.server.ts";
import { maskIdentifiers } from "#app/privacy/mask.ts";

/** What one row (or the hand-typed client) will do: what it creates, or why it cannot. */
export type RowPlan = {
  /** The row's line in the file (the header is line 1); 0 for a client typed by hand. */
  line: number;
  name: string;
  /** The client it matches already, if any. */
  existing: { id: number; name: string } | null;
  creates: string[];
  errors: string[];
};

type PlannedRow = RowPlan & { input: ClientInput | null };

/** At most this many rows and bytes in one file: a small firm's whole list, read in one request. */
const MAX_ROWS = 2000;
const MAX_CSV_BYTES = 1024 * 1024;

const COLUMNS = ["name", "email", "phone", "pan", "gstin", "services"] as const;

/**
 * The file's rows as the schema reads them, or what is wrong with the whole
 * file. Columns are matched by their heading, in any order and case.
 */
export function readClientCsv(
  text: string,
): { ok: true; rows: { line: number; fields: Record<string, string> }[] } | { ok: false; message: string } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    return {
      ok: false,
      message: `The file could not be read as CSV${line ? ` near line ${line}` : ""}: ${
        error.code === "CSV_QUOTE_NOT_CLOSED" ? "a quote is opened and never closed" : "a quote is out of place"
      }. Save it from your spreadsheet as CSV and upload it again.`,
    };
  }
  const [header, ...body] = records;
  const headings = (header ?? []).map((heading) => heading.toLowerCase().trim());
  const unknown = headings.filter((heading) => !COLUMNS.includes(heading as (typeof COLUMNS)[number]));
  if (!headings.includes("name") || unknown.length > 0 || new Set(headings).size !== headings.length) {
    return {
      ok: false,
      message: `The first line must name the columns, each once: name, email, phone, PAN, GSTIN, services${
        unknown.length > 0 ? ` (${unknown.map((heading) => `"${heading}"`).join(", ")} is not one of them)` : ""
      }.`,
    };
  }
  if (body.length === 0) return { ok: false, message: "The file has no clients under its first line." };
  if (body.length > MAX_ROWS) {
    return { ok: false, message: `The file has ${body.length} clients: at most ${MAX_ROWS} can be imported at once.` };
  }
  return {
    ok: true,
    rows: body.map((record, index) => ({
      // Blank lines are skipped, so a row's line is counted from the parser's records (header: line 1).
      line: index + 2,
      fields: {
        name: record[headings.indexOf("name")] ?? "",
        email: record[headings.indexOf("email")] ?? "",
        phone: record[headings.indexOf("phone")] ?? "",
        pan: record[headings.indexOf("pan")] ?? "",
        gstins: record[headings.indexOf("gstin")] ?? "",
        services: record[headings.indexOf("services")] ?? "",
      },
    })),
  };
}

type CheckedRow = { line: number; name: string; input: ClientInput | null; errors: string[] };

/** Each row of the file through the one client schema: its values, or its messages. */
export function checkRows(rows: { line: number; fields: Record<string, string> }[]): CheckedRow[] {
  return rows.map((row) => {
    const result = ClientSchema.safeParse(row.fields);
    return {
      line: row.line,
      name: row.fields.name?.trim() || "(no name)",
      input: result.success ? result.data : null,
      errors: result.success ? [] : result.error.issues.map((issue) => issue.message),
    };
  });
}

/** Checked rows planned against the clients the firm holds, and against each other. */
const describePast = (past: string[]) =>
  past.length === 1 ? `1 period (${past[0]}) is` : `${past.length} periods (${past[0]} to ${past.at(-1)}) are`;

export async function planClients(
  parsed: CheckedRow[],
  db: Executor = getDb(),
  today = getTodayInIndia(),
): Promise<PlannedRow[]> {
  const inputs = parsed.flatMap((row) => (row.input ? [row.input] : []));
  const emails = inputs.flatMap((input) => (input.email ? [input.email] : []));
  const pans = inputs.flatMap((input) => (input.pan ? [input.pan] : []));
  const gstins = inputs.flatMap((input) => input.gstins);
  const known =
    emails.length + pans.length === 0
      ? []
      : await db
          .select({ id: clients.id, name: clients.name, email: clients.email, pan: clients.pan })
          .from(clients)
          .where(
            sql`${emails.length ? inArray(clients.email, emails) : sql`false`} or ${pans.length ? inArray(clients.pan, pans) : sql`false`}`,
          );
  const owners =
    gstins.length === 0
      ? []
      : await db
          .select({ gstin: clientGstins.gstin, clientId: clientGstins.clientId })
          .from(clientGstins)
          .where(inArray(clientGstins.gstin, gstins));
  const running =
    known.length === 0
      ? []
      : await db
          .select({ clientId: engagements.clientId, serviceId: engagements.serviceId })
          .from(engagements)
          .where(
            and(
              inArray(
                engagements.clientId,
                known.map((client) => client.id),
              ),
              ne(engagements.state, "ended"),
            ),
          );
  const nameOf = (id: number) => known.find((client) => client.id === id)?.name ?? `client ${id}`;
  const seen = { email: new Map<string, number>(), pan: new Map<string, number>(), gstin: new Map<string, number>() };

  return parsed.map((row): PlannedRow => {
    const { input } = row;
    if (!input) return { ...row, existing: null, creates: [] };
    const errors: string[] = [];
    // The same client twice in one file: the later row is refused, naming the first.
    const again = (kind: "email" | "pan" | "gstin", value: string | null, words: string) => {
      if (!value) return;
      const first = seen[kind].get(value);
      if (first !== undefined) errors.push(`The same ${words} as line ${first}: each client once in the file, please.`);
      else seen[kind].set(value, row.line);
    };
    again("email", input.email, "email");
    again("pan", input.pan, "PAN");
    for (const gstin of input.gstins) again("gstin", gstin, `GSTIN ${gstin}`);

    const byEmail = input.email ? known.find((client) => client.email === input.email) : undefined;
    const byPan = input.pan ? known.find((client) => client.pan === input.pan) : undefined;
    const existing = input.email ? byEmail : byPan;
    if (byPan && byPan.id !== existing?.id) {
      errors.push(`PAN ${maskIdentifiers(input.pan ?? "")} is already ${byPan.name}'s, a client with another email.`);
    }
    if (existing?.pan && input.pan && existing.pan !== input.pan) {
      errors.push(
        `${existing.name} is on record with PAN ${maskIdentifiers(existing.pan)}, not ${maskIdentifiers(input.pan)}.`,
      );
    }
    const pan = input.pan ?? existing?.pan ?? null;
    const creates: string[] = [];
    if (!existing) creates.push(`New client ${input.name}${input.email ? ` <${input.email}>` : ""}`);
    else if (!existing.pan && input.pan) creates.push(`PAN ${maskIdentifiers(input.pan)} added`);
    for (const gstin of input.gstins) {
      if (pan && gstin.slice(2, 12) !== pan) {
        errors.push(
          `GSTIN ${gstin} is registered on PAN ${maskIdentifiers(gstin.slice(2, 12))}, not on this client's PAN ${maskIdentifiers(pan)}.`,
        );
        continue;
      }
      const owner = owners.find((each) => each.gstin === gstin);
      if (owner && owner.clientId !== existing?.id)
        errors.push(`GSTIN ${gstin} is already ${nameOf(owner.clientId)}'s.`);
      if (!owner) creates.push(`GSTIN ${gstin} (${getGstState(gstin.slice(0, 2))?.name ?? ""})`);
    }
    for (const { serviceId, startPeriod } of input.services) {
      if (existing && running.some((each) => each.clientId === existing.id && each.serviceId === serviceId)) continue;
      const price = getDefaultPricePaise(serviceId);
      const { past, firstToOpen } = getPastPeriods({ serviceId, startPeriod, daysBeforeDue: null }, today);
      creates.push(
        `Engagement: ${getRecurringService(serviceId)?.name ?? serviceId} from ${startPeriod}, ${
          price === null ? "price on request" : `${formatPaise(price)} a period`
        }${
          past.length === 0
            ? ""
            : `. ${describePast(past)} already past: their work is made only if you tick "${PAST_PERIODS_LABEL}"; otherwise the work starts with ${firstToOpen}`
        }`,
      );
    }
    return {
      ...row,
      existing: existing ? { id: existing.id, name: existing.name } : null,
      creates: errors.length > 0 ? [] : creates,
      errors,
    };
  });
}

/** The plan without the typed values, for the page. */
export const toRowPlans = (rows: PlannedRow[]): RowPlan[] => rows.map(({ input: _input, ...plan }) => plan);

/**
 * Writes the plan of these rows, planned again under a lock that every
 * client import and addition takes in turn (two staff importing at once
 * write one after the other, the second finding the first's clients).
 * Nothing is written if any row has an error.
 */
export async function importClients(
  rows: CheckedRow[],
  adminId: string,
  options: { pastPeriods?: boolean; today?: string } = {},
): Promise<
  { outcome: "imported"; clients: number; created: number; plan: RowPlan[] } | { outcome: "refused"; plan: RowPlan[] }
> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('client-import'))`);
    const { pastPeriods = false, today = getTodayInIndia() } = options;
    const plan = await planClients(rows, tx, today);
    if (plan.some((row) => row.errors.length > 0)) return { outcome: "refused" as const, plan: toRowPlans(plan) };
    let created = 0;
    let touched = 0;
    for (const row of plan) {
      const { input } = row;
      if (!input || row.creates.length === 0) continue;
      touched++;
      let clientId = row.existing?.id;
      if (clientId === undefined) {
        const [inserted] = await tx
          .insert(clients)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone,
            pan: input.pan,
            language: input.language,
            createdBy: adminId,
          })
          // A booking may make the client of this email meanwhile (bookings do not take the lock): theirs, then.
          .onConflictDoNothing()
          .returning({ id: clients.id });
        const [found] = inserted
          ? [inserted]
          : await tx
              .select({ id: clients.id })
              .from(clients)
              .where(input.email ? eq(clients.email, input.email) : eq(clients.pan, input.pan ?? ""));
        if (!found) throw new Error("a planned client was neither inserted nor found");
        clientId = found.id;
      } else if (input.pan) {
        await tx
          .update(clients)
          .set({ pan: input.pan })
          .where(and(eq(clients.id, clientId), sql`${clients.pan} is null`));
      }
      if (input.gstins.length > 0) {
        await tx
          .insert(clientGstins)
          .values(input.gstins.map((gstin) => ({ clientId: clientId as number, gstin })))
          .onConflictDoNothing();
      }
      if (input.services.length > 0) {
        await tx
          .insert(engagements)
          .values(
            input.services.map((service) => ({
              clientId: clientId as number,
              serviceId: service.serviceId,
              startPeriod: service.startPeriod,
              periodsFrom: pastPeriods ? null : getPastPeriods({ ...service, daysBeforeDue: null }, today).firstToOpen,
              pricePaise: getDefaultPricePaise(service.serviceId),
              createdBy: adminId,
            })),
          )
          .onConflictDoNothing();
      }
      created += row.creates.length;
    }
    // The new engagements' periods already open are made now, not at the sweep's next hour.
    if (plan.some((row) => row.input?.services.length)) await queueJob(tx, "engagement-periods", null);
    return { outcome: "imported" as const, clients: touched, created, plan: toRowPlans(plan) };
  });
}

/**
 * The multipart post of the import page: its text fields, and the CSV file
 * as text (UTF-8), at most MAX_CSV_BYTES. Throws for a body that is not a
 * readable multipart form.
 */
export async function readCsvUpload(request: Request): Promise<{
  fields: Record<string, string>;
  file: { name: string; text: string } | { name: string; error: string } | null;
}> {
  const fields: Record<string, string> = {};
  let file: { name: string; text: string } | { name: string; error: string } | null = null;
  const parser = busboy({
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    defParamCharset: "utf8",
    limits: {
      fieldNameSize: 100,
      fieldSize: MAX_CSV_BYTES,
      fields: 10,
      fileSize: MAX_CSV_BYTES + 1,
      files: 1,
      parts: 11,
    },
  });
  parser.on("field", (name, value) => {
    fields[name] = value;
  });
  const reading: Promise<void>[] = [];
  parser.on("file", (_name, stream, info) => {
    reading.push(new Promise((resolve) => stream.on("close", resolve)));
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_CSV_BYTES) chunks.push(chunk);
    });
    // A form cut off inside the file fails the parser too, which refuses the form.
    stream.on("error", () => {});
    stream.on("end", () => {
      if (!info.filename) return;
      const name = info.filename;
      if (size > MAX_CSV_BYTES) {
        file = { name, error: `${name} is larger than 1 MB: split the list into smaller files.` };
        return;
      }
      try {
        file = { name, text: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)) };
      } catch {
        file = {
          name,
          error: `${name} is not UTF-8 text: save it from your spreadsheet as "CSV UTF-8" and upload it again.`,
        };
      }
    });
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", reject);
  });
  if (!request.body) throw new Error("no body");
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.write(value);
  }
  parser.end();
  await finished;
  await Promise.all(reading);
  return { fields, file };
}

/**
 * One client typed by staff: the same checks and writing as a row of the
 * import, refused if the email or PAN is a client's already.
 */
export async function addClient(
  input: ClientInput,
  adminId: string,
): Promise<{ outcome: "added"; id: number } | { outcome: "refused"; errors: string[]; existing: RowPlan["existing"] }> {
  const rows = [{ line: 0, name: input.name, input, errors: [] }];
  const [planned] = await planClients(rows);
  const existing = planned?.existing ?? null;
  if (!planned || planned.errors.length > 0 || existing) {
    const errors = existing
      ? [`${existing.name} is a client already, with this email or PAN.`]
      : (planned?.errors ?? []);
    return { outcome: "refused", errors, existing };
  }
  const imported = await importClients(rows, adminId);
  if (imported.outcome === "refused") {
    return { outcome: "refused", errors: imported.plan[0]?.errors ?? [], existing: imported.plan[0]?.existing ?? null };
  }
  const [client] = await getDb()
    .select({ id: clients.id })
    .from(clients)
    .where(input.email ? eq(clients.email, input.email) : eq(clients.pan, input.pan ?? ""));
  if (!client) throw new Error("an added client cannot be found");
  return { outcome: "added", id: client.id };
}
