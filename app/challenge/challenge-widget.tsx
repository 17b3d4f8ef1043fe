import type {} from "altcha/types/react";
import type { Challenge } from "altcha-lib";
import { useEffect, useState } from "react";

/** The check, when the form's last answer asked for one (a new challenge, a new widget). */
export function ChallengeField({ challenge }: { challenge: Challenge | null | undefined }) {
  return challenge ? <ChallengeWidget key={challenge.signature} challenge={challenge} /> : null;
}

/**
 * The proof-of-work check a form shows when the server asks for it (its
 * answer carries a challenge). The widget is loaded only then, with its
 * stylesheet and its worker as files of our own (the default bundle makes
 * them from blob: URLs, which our CSP refuses), and solves the challenge at
 * once; its hidden field goes with the next submission.
 */
function ChallengeWidget({ challenge }: { challenge: Challenge }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    loadWidget().then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);
  if (!ready) return null;
  return (
    <altcha-widget
      challenge={JSON.stringify(challenge)}
      name="altcha"
      auto="onload"
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false })}
    />
  );
}

let loading: Promise<void> | undefined;

function loadWidget(): Promise<void> {
  loading ??= (async () => {
    const [{ default: Pbkdf2Worker }] = await Promise.all([
      import("altcha/workers/pbkdf2?worker"),
      import("altcha/external"),
      import("altcha/altcha.css"),
    ]);
    globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
  })();
  return loading;
}
