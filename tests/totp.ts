// Codes of a test admin's authenticator app. The site accepts each code
// once (issue 34.7), and the code of the present 30-second step or of the
// step either side (Better Auth's window): so each call gives the code of a
// step this process has not used for that secret yet, from the step before
// (while more than 5 s of the present one remain, so that it is still
// accepted when it arrives) to the step after; only a fourth code within a
// step waits for the clock.
import { setTimeout as sleep } from "node:timers/promises";
import { Secret, TOTP } from "otpauth";

const PERIOD_S = 30;
const lastStepUsed = new Map<string, number>();

export async function nextAppCode(secret: string): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_S });
  for (;;) {
    const seconds = Date.now() / 1000;
    const now = Math.floor(seconds / PERIOD_S);
    const earliest = seconds - now * PERIOD_S < PERIOD_S - 5 ? now - 1 : now;
    const step = Math.max(earliest, (lastStepUsed.get(secret) ?? earliest - 1) + 1);
    if (step <= now + 1) {
      lastStepUsed.set(secret, step);
      return totp.generate({ timestamp: step * PERIOD_S * 1000 });
    }
    await sleep(1000);
  }
}

/** The secret of an otpauth:// URI or of the set-up page's text. */
export function secretFrom(text: string): string {
  const secret = /secret=([A-Z2-7]+)/.exec(text)?.[1] ?? /<code[^>]*>([A-Z2-7]+)<\/code>/.exec(text)?.[1];
  if (!secret) throw new Error(`no authenticator secret in: ${text.slice(0, 300)}`);
  return secret;
}
