import type {} from "altcha/types/react";
import type { Challenge } from "altcha-lib";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useFormsT } from "#app/form-messages.ts";
import type { Language } from "#app/i18n/languages.ts";
import { useLanguage } from "#app/i18n/link.tsx";

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
  const language = useLanguage();
  const t = useFormsT();
  useEffect(() => {
    let active = true;
    loadWidget().then(() => {
      setWidgetWords(language, t);
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [language, t]);
  if (!ready) return null;
  return (
    <altcha-widget
      language={language}
      challenge={JSON.stringify(challenge)}
      name="altcha"
      auto="onload"
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true, humanInteractionSignature: false })}
    />
  );
}

/** The widget's words in the page's language (it knows no Odia, and its Hindi is not ours); English is its own. */
function setWidgetWords(language: Language, t: TFunction<"forms">) {
  if (language === "en") return;
  const i18n = globalThis.$altcha.i18n;
  i18n.set(language, {
    ...i18n.get("en"),
    label: t("challenge.label"),
    verifying: t("challenge.verifying"),
    verified: t("challenge.verified"),
    error: t("challenge.error"),
    expired: t("challenge.expired"),
    waitAlert: t("challenge.waitAlert"),
    verificationRequired: t("challenge.verificationRequired"),
    loading: t("challenge.loading"),
    reload: t("challenge.reload"),
    verify: t("challenge.verify"),
    cancel: t("challenge.cancel"),
  });
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
