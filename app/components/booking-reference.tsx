/**
 * A booking's short reference, large under the booking page's heading (issue
 * 36, item 10): what the client says on the phone and staff search for.
 * The client's page passes the word in its language; staff read English.
 */
export function BookingReference({ reference, label = "Reference" }: { reference: string; label?: string }) {
  return (
    <p className="mt-1 text-slate-700">
      {label}{" "}
      <strong className="font-mono text-2xl font-bold whitespace-nowrap text-brand-900 sm:text-3xl">{reference}</strong>
    </p>
  );
}
