import { createContext, useContext } from "react";

// The CSP nonce exists only on the server render; the browser hides it from
// scripts, so on the client this is the empty string.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
