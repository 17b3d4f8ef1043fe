import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import {
  data,
  Form,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useFetcher,
  useLocation,
  useNavigate,
} from "react-router";
import { getPrefill } from "#app/accounts/session.server.ts";
import { CustomerDetailsSchema } from "#app/bookings/booking-schema.ts";
import { getChecklist } from "#app/bookings/checklist.server.ts";
import { privatePageHeaders, publicPageHeaders } from "#app/cache-control.ts";
import { getCart, getCartItems } from "#app/cart/cart.server.ts";
import { SERVICES } from "#app/catalog/catalog.server.ts";
import { formatLine, formatTotal, getPriceTerms } from "#app/catalog/format.ts";
import { getServiceText } from "#app/catalog/service-text.ts";
import { ChallengeField } from "#app/challenge/challenge-widget.tsx";
import { ConsentFields } from "#app/components/consent-fields.tsx";
import { type ChecklistEntry, FoldedChecklist } from "#app/components/document-checklist.tsx";
import { DocumentPicker, useDocumentUpload } from "#app/components/document-upload.tsx";
import { CheckboxField, FormErrors, Honeypot, SubmitButton, TextareaField, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, formFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { showToast } from "#app/components/toasts.tsx";
import { UploadProgressList } from "#app/components/upload-progress.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { failureOf, useFailureToast } from "#app/form-answer.ts";
import { useFormMessage, useFormsT } from "#app/form-messages.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link, useLocalizedPath } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { IdempotencyKeyField, newIdempotencyKey } from "#app/idempotency.tsx";
import { getPageMeta } from "#app/seo.ts";
import { getUploadLimits } from "#app/uploads/receive.server.ts";
import { TAKES_FILES } from "#app/uploads/takes-files.ts";
import { HONEYPOT_FIELD } from "#app/validation.ts";
import { isWhatsAppOn } from "#app/whatsapp/opt-in.server.ts";
import { WhatsAppMeaning } from "#app/whatsapp/opt-in-card.tsx";
import type { z } from "#app/zod.ts";
import type { Route } from "./+types/cart-page";
import { submitBooking } from "./cart-page.server.ts";

/** Its action streams documents: posts here may carry files (app/uploads/takes-files.ts). */
// The document checklist's words are in "catalog".
export const handle = { ...TAKES_FILES, i18n: ["cart", "forms", "catalog"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const language = getLanguage(request);
  const t = getT(language, "cart");
  const [cart, prefill] = await Promise.all([getCart(request), getPrefill(request)]);
  const items = getCartItems(cart, language);
  const { maxFileMb, maxFiles } = getUploadLimits();
  return data(
    {
      items: items.map((item) => ({
        key: item.key,
        title: item.title,
        quantity: item.quantity,
        line: formatLine(item, language),
        checklist: getChecklist(item.key, language),
      })),
      total: formatTotal(items, language),
      priceTerms: getPriceTerms(language),
      // The navigation's "Services" link leads here: with nothing chosen yet,
      // the page offers the services to choose from.
      services:
        items.length === 0
          ? SERVICES.map((service) => getServiceText(service, language)).map(({ name, path, summary }) => ({
              name,
              path,
              summary,
            }))
          : [],
      prefill,
      limits: { maxFileMb, maxFiles },
      // The box that sends the booking's notices on WhatsApp too, only while the firm's WhatsApp is set up (issue 40.1).
      whatsapp: isWhatsAppOn(),
      // Only a cart that can be booked has a key: the empty page is the same for every visitor, and kept (005).
      idempotencyKey: items.length > 0 ? newIdempotencyKey() : null,
      meta: { title: t("cart.title"), description: t("cart.description") },
    },
    {
      // A cart that can be booked carries a key of its own and the visitor's
      // details: never kept, not even for the same cart (decision 015).
      headers: items.length > 0 ? privatePageHeaders() : publicPageHeaders(),
    },
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return submitBooking(request, context.clientAddress);
}

// While documents upload after a booking, keep the page as it is (the
// booking emptied the cart on the server).
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return args.actionResult?.bookingId ? false : shouldRevalidateUnlessOffline(args);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  catchNetworkFailure(serverAction, (message) => ({
    result: formFailure(`Failed to submit booking: ${message}`),
  }));

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, services } = loaderData;
  const { t } = useTranslation("cart");
  return (
    <section className="container-page py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-brand-900">{t("cart.title")}</h1>
        <Link to="/past-booking-details" className="btn-secondary">
          {t("cart.searchPast")}
        </Link>
      </div>
      {items.length === 0 ? (
        <div className="mt-8">
          <p className="rounded-xl border border-slate-200 bg-slate-50 px-5 py-6 text-center text-lg text-slate-700">
            {t("cart.empty")}
          </p>
          <h2 className="mt-10 text-xl font-semibold text-brand-900">{t("cart.chooseService")}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.path}>
                <Link
                  to={service.path}
                  className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:border-brand-500 hover:shadow-md"
                >
                  <span className="font-semibold text-brand-700">{service.name}</span>
                  <span className="mt-2 block text-sm leading-relaxed text-slate-600">{service.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.1fr]">
          <div className="min-w-0 [overflow-wrap:anywhere]">
            <h2 className="text-xl font-semibold text-brand-900">{t("cart.yourServices")}</h2>
            <ul className="mt-4 space-y-3">
              {items.map((item) => (
                <CartLine key={item.key} item={item} />
              ))}
            </ul>
            <Link to="/services-mega-page" className="btn-secondary mt-4">
              {t("cart.addAnother")}
            </Link>
            <WhatHappensNext />
          </div>
          <CheckoutForm loaderData={loaderData} actionResult={actionData?.result} />
        </div>
      )}
    </section>
  );
}

/** The proceed buttons say 'Proceed to Payment', but no payment follows: say what does (issue 18 item 10). */
function WhatHappensNext() {
  const { t } = useTranslation("cart");
  return (
    <section aria-labelledby="next-heading" className="mt-6 rounded-xl border border-brand-100 bg-white p-5">
      <h2 id="next-heading" className="font-semibold text-brand-900">
        {t("next.heading")}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-700">
        <li>{t("next.send")}</li>
        <li>{t("next.call")}</li>
        <li>{t("next.start")}</li>
      </ol>
    </section>
  );
}

function CartLine({
  item,
}: {
  item: { key: string; title: string; quantity: number; line: string; checklist: readonly ChecklistEntry[] };
}) {
  const { t } = useTranslation("cart");
  const fetcher = useFetcher({ key: `cart-line-${item.key}` });
  const hydrated = useHydrated();
  const location = useLocation();
  const button = (intent: string, label: string, text: string, className = "btn-secondary px-3 py-1.5") => (
    <button type="submit" name="intent" value={intent} aria-label={label} className={className}>
      {text}
    </button>
  );
  return (
    <li className={`rounded-xl border border-slate-200 bg-white p-4 ${fetcher.state === "idle" ? "" : "opacity-60"}`}>
      <p className="font-semibold text-slate-900">{item.title}</p>
      <p className="mt-1 text-sm text-slate-600">{item.line}</p>
      <fetcher.Form method="post" action="/cart" className="mt-3 flex items-center gap-2">
        <input type="hidden" name="item" value={item.key} />
        {hydrated ? null : <input type="hidden" name="redirectTo" value={location.pathname} />}
        {button("decrement", t("cart.decrease", { title: item.title }), "−")}
        <output className="min-w-8 text-center font-semibold" aria-label={t("cart.quantity", { title: item.title })}>
          {item.quantity}
        </output>
        {button("increment", t("cart.increase", { title: item.title }), "+")}
        {button(
          "remove",
          t("cart.removeItem", { title: item.title }),
          t("cart.remove"),
          "ml-auto text-sm font-semibold text-red-700 hover:underline",
        )}
      </fetcher.Form>
      <FoldedChecklist title={t("cart.documentsWeNeed")} items={item.checklist} folded />
    </li>
  );
}

function CheckoutForm({
  loaderData,
  actionResult,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionResult: SubmissionResult<string[]> | undefined;
}) {
  const { items, prefill, limits, total } = loaderData;
  const fetcher = useFetcher<typeof action>({ key: "booking" });
  const navigate = useNavigate();
  const upload = useDocumentUpload(limits.maxFileMb);
  const pendingFiles = useRef<File[]>([]);
  const [phase, setPhase] = useState<"form" | "uploading" | "failed">("form");
  const bookingId = fetcher.data?.bookingId ?? null;
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("cart");
  const formsT = useFormsT();
  const say = useFormMessage();
  const localize = useLocalizedPath();

  const [form, fields] = useForm<z.input<typeof CustomerDetailsSchema>>({
    id: "customer-details",
    lastResult: fetcher.state === "idle" ? (fetcher.data?.result ?? actionResult) : undefined,
    defaultValue: prefill,
    constraint: getZodConstraint(CustomerDetailsSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CustomerDetailsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onSubmit(event, { formData }) {
      // With JavaScript: check the files, book, then send each document with its own progress bar.
      // A file that would be refused is fixed first, so no booking is saved without it.
      event.preventDefault();
      void upload.takeChosenFiles().then((files) => {
        if (!files) return;
        pendingFiles.current = files;
        formData.delete("files");
        formData.set("clientUploads", "1");
        // The confirmation email waits for these uploads and lists them.
        formData.set("pendingUploads", String(pendingFiles.current.length));
        // The page's own address: the action reads the booking's language from it.
        fetcher.submit(formData, { method: "post", action: localize("/cart-page") });
      });
    },
  });

  // A failed booking is said as a toast too, in the spec's words: 'Failed to submit booking: {message}'.
  const failure = fetcher.state === "idle" ? failureOf(fetcher.data) : undefined;
  useFailureToast(
    failure && say(failure.startsWith("Failed to submit booking") ? failure : `Failed to submit booking: ${failure}`),
  );

  // Once the booking is saved and the page has settled (a navigation started
  // while the fetcher still revalidates is dropped), send the documents.
  const settled = fetcher.state === "idle";
  useEffect(() => {
    if (!bookingId || !settled || phase !== "form") return;
    setPhase("uploading");
    void upload.sendFiles(bookingId, pendingFiles.current).then((allUploaded) => {
      if (allUploaded) {
        showToast("success", formsT("done.booked"));
        navigate(localize("/booking-confirmation"));
      } else {
        setPhase("failed");
      }
    });
  }, [bookingId, settled, phase, upload.sendFiles, navigate, formsT, localize]);

  const busy = fetcher.state !== "idle" || phase === "uploading";
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm [overflow-wrap:anywhere] sm:p-6">
      <h2 className="text-xl font-semibold text-brand-900">{t("checkout.heading")}</h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-5 space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.name} label={t("checkout.name")} autoComplete="name" />
        <TextField field={fields.phone} label={t("checkout.phone")} type="tel" autoComplete="tel" />
        {loaderData.whatsapp ? (
          <CheckboxField field={fields.whatsapp} hint={<WhatsAppMeaning />}>
            {formsT("whatsapp.booking")}
          </CheckboxField>
        ) : null}
        <TextField field={fields.email} label={t("checkout.email")} type="email" autoComplete="email" />
        <TextareaField field={fields.instructions} label={t("checkout.instructions")} />
        <DocumentPicker
          upload={upload}
          label={t("checkout.documents")}
          hint={t("checkout.documentsHint", { mb: limits.maxFileMb, files: limits.maxFiles })}
        />
        <input
          type="hidden"
          name={fields.items.name}
          value={JSON.stringify(items.map((item) => [item.key, item.quantity]))}
        />
        <Honeypot name={HONEYPOT_FIELD} />
        <IdempotencyKeyField value={loaderData.idempotencyKey ?? ""} />
        <ChallengeField challenge={fetcher.state === "idle" ? (fetcher.data ?? actionData)?.challenge : null} />
        <ConsentFields consent={fields.consent} marketing={fields.marketing} />
        <UploadProgressList uploads={upload.uploads} />
        {/* Spec section 2: the form, then the total, then 'Proceed to Checkout'. */}
        <div className="rounded-xl bg-brand-50 px-5 py-4">
          <p className="flex items-baseline justify-between text-lg">
            <span className="font-semibold text-brand-900">{t("checkout.total")}</span>
            <span className="font-bold text-brand-900" data-total>
              {total}
            </span>
          </p>
          <p className="mt-2 text-sm text-slate-600">{loaderData.priceTerms}</p>
        </div>
        {phase === "failed" && bookingId ? (
          <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p className="font-semibold">{formsT("done.uploadsFailed")}</p>
            <p className="mt-1">
              {t("checkout.savedBefore")} <strong>{bookingId}</strong> {t("checkout.savedAfter")}{" "}
              <Link to="/past-booking-details" className="underline">
                {t("cart.searchPast")}
              </Link>
              {t("checkout.savedEnd")}
            </p>
            <Link to="/booking-confirmation" className="btn-primary mt-3">
              {t("checkout.continue")}
            </Link>
          </div>
        ) : (
          <SubmitButton pending={busy} className="w-full">
            {t("checkout.proceed")}
          </SubmitButton>
        )}
      </Form>
    </div>
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, args.loaderData?.meta ?? { title: "", description: "" });
}
