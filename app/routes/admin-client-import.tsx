import { Form, Link } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import {
  checkRows,
  importClients,
  planClients,
  type RowPlan,
  readClientCsv,
  readCsvUpload,
  toRowPlans,
} from "#app/clients/client-import.server.ts";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { PAST_PERIODS_LABEL } from "#app/engagements/periods.ts";
import { failureOf, usePending, useSettledAnswer } from "#app/form-answer.ts";
import { reply } from "#app/forms.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { TAKES_FILES } from "#app/uploads/takes-files.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/admin-client-import";

// The firm's client list from a CSV (issue 37.1): a dry run that says per
// row what will be created and what is wrong, then the import of the same
// text. Its posts are multipart (the file, then the text back).
export const handle = TAKES_FILES;

const ImportSchema = z.object({
  intent: z.enum(["dry-run", "import"]),
  csv: z.string().optional(),
  pastPeriods: z.literal("yes").optional(),
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

type Checked = { plan: RowPlan[]; csv: string; imported: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const refuse = (formError: string) => reply<Partial<Checked>>(null, { formError });
  let upload: Awaited<ReturnType<typeof readCsvUpload>>;
  try {
    upload = await readCsvUpload(request);
  } catch {
    return refuse("The upload was interrupted or is not a file. Please choose the CSV file again.");
  }
  const form = ImportSchema.safeParse(upload.fields);
  if (!form.success) return refuse("Please choose the CSV file again.");
  const file = upload.file;
  const text = form.data.intent === "import" ? form.data.csv : file && "text" in file ? file.text : undefined;
  if (file && "error" in file) return refuse(file.error);
  if (text === undefined) return refuse("Please choose the CSV file of your clients.");
  const read = readClientCsv(text);
  if (!read.ok) return refuse(read.message);
  const rows = checkRows(read.rows);
  if (form.data.intent === "dry-run") {
    const plan = toRowPlans(await planClients(rows));
    return reply<Checked>(null, { more: { plan, csv: text, imported: false } });
  }
  const imported = await importClients(rows, admin.id, { pastPeriods: form.data.pastPeriods === "yes" });
  if (imported.outcome === "refused") {
    return reply<Checked>(null, {
      formError: "Nothing was imported: some rows are wrong (below). Correct them in the file and check it again.",
      status: 409,
      more: { plan: imported.plan, csv: text, imported: false },
    });
  }
  await recordAudit({
    action: "clients-imported",
    actor: admin,
    target: `${imported.clients} clients, ${imported.created} changes`,
    clientAddress: context.clientAddress,
  });
  const notice =
    imported.created === 0
      ? "Nothing new: every client, GSTIN and engagement in the file is on record already."
      : `Imported: ${imported.created} ${imported.created === 1 ? "change" : "changes"} for ${imported.clients} ${imported.clients === 1 ? "client" : "clients"}.`;
  return reply<Checked>(null, { notice, more: { plan: imported.plan, csv: text, imported: true } });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function AdminClientImport({ actionData }: Route.ComponentProps) {
  const answer = useSettledAnswer(actionData);
  const checking = usePending("dry-run");
  const importing = usePending("import");
  const plan = answer && "plan" in answer ? answer.plan : undefined;
  const failed = plan?.some((row) => row.errors.length > 0) ?? false;
  const changes = plan?.filter((row) => row.creates.length > 0).length ?? 0;
  const pastPeriods = plan?.some((row) => row.creates.some((what) => what.includes(PAST_PERIODS_LABEL))) ?? false;
  return (
    <section className="container-page space-y-6 py-8 [overflow-wrap:anywhere]">
      <div>
        <p className="text-sm">
          <Link to="/admin-clients" className="text-brand-700 underline">
            All clients
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-brand-900">Import clients from a CSV file</h1>
        <p className="mt-2 text-sm text-slate-700">
          Save your client list from your spreadsheet as CSV (UTF-8), with these columns in its first line: name, email,
          phone, PAN, GSTIN, services. Several GSTINs or services go in one cell, separated by semicolons; a service is
          written with its start period, e.g. <code>gst-monthly:2026-04; tds-quarterly:2026-Q1</code> (quarters of the
          financial year: Q1 is April to June; a year is 2026-27). Services:{" "}
          {RECURRING_SERVICES.map((service) => service.id).join(", ")}.
        </p>
        <p className="mt-2 text-sm text-slate-700">
          The check shows what each row will create, and changes nothing. A client already on record (same email, or
          same PAN when there is no email) is not added again, and their details are kept as they are: only a missing
          PAN, new GSTINs and new services are added.
        </p>
      </div>
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="dry-run" />
        <div>
          <label htmlFor="client-csv" className="block text-sm font-semibold text-slate-800">
            CSV file
          </label>
          <input
            id="client-csv"
            name="file"
            type="file"
            required
            accept=".csv,text/csv"
            className="mt-1 block w-full max-w-full text-sm"
          />
        </div>
        <SubmitButton pending={checking} pendingLabel="Checking">
          Check the file
        </SubmitButton>
      </Form>
      <FormErrors id="import-errors" errors={failureOf(answer) ? [failureOf(answer) ?? ""] : undefined} />
      {answer?.notice ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          {answer.notice}
        </p>
      ) : null}
      {plan ? (
        <div>
          <h2 className="text-lg font-semibold text-brand-900">
            {answer && "imported" in answer && answer.imported ? "What the import did" : "What the import will do"}
          </h2>
          <DataTable
            caption="Each row of the file"
            columns={["Line", "Client", "What happens"]}
            widths={["w-[8%]", "w-[27%]", "w-[65%]"]}
            cards
          >
            {plan.map((row) => (
              <tr key={row.line} className="align-top">
                <Cell label="Line">{row.line}</Cell>
                <Cell label="Client">
                  {row.name}
                  {row.existing ? <span className="block text-xs text-slate-600">Already a client</span> : null}
                </Cell>
                <Cell label="What happens">
                  {row.errors.length > 0 ? (
                    <ul className="list-disc pl-4 text-red-800">
                      {row.errors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  ) : row.creates.length === 0 ? (
                    "Nothing new: all of it is on record already."
                  ) : (
                    <ul className="list-disc pl-4">
                      {row.creates.map((what) => (
                        <li key={what}>{what}</li>
                      ))}
                    </ul>
                  )}
                </Cell>
              </tr>
            ))}
          </DataTable>
          {failed ? (
            <p className="mt-3 text-sm font-medium text-red-800">
              Nothing is imported while a row is wrong: correct the rows above in your file and check it again.
            </p>
          ) : answer && "imported" in answer && !answer.imported && changes > 0 ? (
            <Form method="post" encType="multipart/form-data" className="mt-4">
              <input type="hidden" name="intent" value="import" />
              <input type="hidden" name="csv" value={answer.csv} />
              {pastPeriods ? (
                <label className="mb-3 flex items-start gap-2 text-sm text-slate-800">
                  <input type="checkbox" name="pastPeriods" value="yes" className="mt-1" />
                  <span>
                    {PAST_PERIODS_LABEL} (each becomes a work item at once, and its client is asked for its documents)
                  </span>
                </label>
              ) : null}
              <SubmitButton pending={importing} pendingLabel="Importing">
                Import {changes} {changes === 1 ? "row" : "rows"}
              </SubmitButton>
            </Form>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Import clients", description: "Import the firm's clients from a CSV file." }),
    { name: "robots", content: "noindex" },
  ];
}
