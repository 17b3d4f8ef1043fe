/**
 * The request header in which the server (server/app.ts) puts the client's
 * address for code that sees only the web Request. Set on every request,
 * overwriting whatever a client sent.
 */
export const CLIENT_ADDRESS_HEADER = "x-etf-client-address";
