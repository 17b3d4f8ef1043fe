// On a booking's staff page: turn the booking into an engagement (issue
// 37.2), when one of its options is a recurring service the client does
// not keep yet. The form is the client page's add form, posted there.
import { Box } from "#app/components/box.tsx";
import type { StaffKeepOffer } from "#app/engagements/staff-engagements.server.ts";
import { AddEngagementForm } from "#app/engagements/staff-engagements.tsx";

export function StaffKeepBox({ keep }: { keep: StaffKeepOffer | null }) {
  if (!keep) return null;
  return (
    <Box name="keep" title="Keep as an engagement">
      <p className="mt-2 text-sm text-slate-700">
        The client booked {keep.service}. As an engagement, its work is made for every period, with its due dates and
        checklist. The form is filled in with what was booked.
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-brand-700">Make it an engagement</summary>
        <AddEngagementForm clientId={keep.clientId} panel={keep.panel} answer={undefined} prefill={keep.prefill} />
      </details>
    </Box>
  );
}
