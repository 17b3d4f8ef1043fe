import { describe, expect, it } from "vitest";
import {
  CODE_MAX_ATTEMPTS,
  checkCode,
  describeRefusedCode,
  generateCode,
  hashCode,
  isCodeOpen,
  type StoredCode,
} from "./approval-code.server.ts";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const bound = { draftId: 7, userId: "user-1" };
const now = new Date("2026-11-26T10:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const stored = (code: string, more: Partial<StoredCode> = {}): StoredCode => ({
  codeHash: hashCode(code, bound, SECRET),
  expiresAt: minutes(10),
  attempts: 0,
  usedAt: null,
  ...more,
});

describe("generateCode", () => {
  it("gives six digits, leading zeros kept, and not the same code each time", () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});

describe("hashCode", () => {
  it("is an HMAC bound to the draft and the client: the code alone, or for another draft, is not it", () => {
    const hash = hashCode("123456", bound, SECRET);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("123456");
    expect(hashCode("123456", { ...bound, draftId: 8 }, SECRET)).not.toBe(hash);
    expect(hashCode("123456", { ...bound, userId: "user-2" }, SECRET)).not.toBe(hash);
    expect(hashCode("123456", bound, `${SECRET}x`)).not.toBe(hash);
  });
});

describe("checkCode", () => {
  const typed = (code: string) => hashCode(code, bound, SECRET);

  it("takes the right code once, within ten minutes", () => {
    expect(checkCode(stored("042917"), typed("042917"), now)).toBe("right");
    expect(checkCode(stored("042917"), typed("042917"), minutes(9.9))).toBe("right");
    expect(checkCode(stored("042917"), typed("042917"), minutes(10))).toBe("expired");
    expect(checkCode(stored("042917", { usedAt: now }), typed("042917"), now)).toBe("used");
  });

  it("counts a wrong code; after five wrong tries even the right one is refused", () => {
    expect(checkCode(stored("042917"), typed("042918"), now)).toBe("wrong");
    expect(checkCode(stored("042917", { attempts: CODE_MAX_ATTEMPTS - 1 }), typed("042917"), now)).toBe("right");
    expect(checkCode(stored("042917", { attempts: CODE_MAX_ATTEMPTS }), typed("042917"), now)).toBe("exhausted");
    expect(CODE_MAX_ATTEMPTS).toBe(5);
  });

  it("refuses when no code was asked for", () => {
    expect(checkCode(null, typed("042917"), now)).toBe("none");
  });

  it("says a code is open while it can still be entered", () => {
    expect(isCodeOpen(stored("1"), now)).toBe(true);
    expect(isCodeOpen(stored("1"), minutes(10))).toBe(false);
    expect(isCodeOpen(stored("1", { usedAt: now }), now)).toBe(false);
    expect(isCodeOpen(stored("1", { attempts: 5 }), now)).toBe(false);
  });
});

describe("describeRefusedCode", () => {
  it("says how many tries are left, and when a fresh code is needed", () => {
    expect(describeRefusedCode("wrong", 1)).toContain("4 tries left");
    expect(describeRefusedCode("wrong", 4)).toContain("1 try left");
    expect(describeRefusedCode("wrong", 5)).toContain("Email me a new code");
    expect(describeRefusedCode("expired", 0)).toContain("10 minutes");
  });
});
