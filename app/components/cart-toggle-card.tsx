import { useFetcher, useLocation } from "react-router";
import { CheckIcon } from "#app/components/icons.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { type FormAnswer, failureOf } from "#app/form-answer.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";

/**
 * A selectable service option. A plain form post before JavaScript loads
 * (the server sends the visitor back here); afterwards a fetcher, shown
 * selected at once while the server stores it.
 */
export function CartToggleCard(props: {
  optionKey: string;
  label: string;
  price: string;
  description: string;
  selected: boolean;
}) {
  const { optionKey, label, price, description } = props;
  const { t } = useTranslation("catalog");
  const fetcher = useFetcher<FormAnswer>({ key: `cart-toggle-${optionKey}` });
  const failure = failureOf(fetcher.data);
  const hydrated = useHydrated();
  const location = useLocation();
  // While the toggle is on its way, show where it is going.
  const selected = fetcher.formData ? !props.selected : props.selected;

  return (
    <fetcher.Form method="post" action="/cart" className="h-full">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="item" value={optionKey} />
      {hydrated ? null : <input type="hidden" name="redirectTo" value={location.pathname} />}
      <button
        type="submit"
        aria-pressed={selected}
        className={`relative flex h-full w-full flex-col rounded-xl border-2 bg-white p-5 text-left shadow-sm transition-colors hover:border-brand-500 ${
          selected ? "border-brand-600 bg-brand-50" : "border-slate-200"
        }`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-4 right-4 flex size-7 items-center justify-center rounded-full border-2 ${
            selected ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-transparent"
          }`}
        >
          <CheckIcon />
        </span>
        <span className="pr-10 text-lg font-semibold text-brand-900">{label}</span>
        <span className="mt-1 text-base font-bold text-brand-700">{price}</span>
        <span className="mt-3 text-sm leading-relaxed text-slate-600">{description}</span>
        <span className="mt-4 text-sm font-semibold text-brand-700">
          {selected ? t("card.selected") : t("card.select")}
        </span>
      </button>
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
