import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, type HandleDataRequestFunction, ServerRouter } from "react-router";
import { finalCacheControl } from "#app/cache-control.ts";
import { NonceProvider } from "#app/components/nonce.tsx";
import { StylesheetProvider } from "#app/components/stylesheet.tsx";
import { chooseEncoding, compressPage } from "#app/content-encoding.server.ts";
import { getLanguage, getPageI18n } from "#app/i18n/i18n.server.ts";
import { PageI18nProvider } from "#app/i18n/page-i18n.tsx";
import { lowerScriptPriority } from "#app/script-priority.server.ts";
import { stylesheetFor } from "#app/stylesheet.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseHeaders.set(
    "Cache-Control",
    finalCacheControl(request, responseStatusCode, responseHeaders, loadContext.keptPerVisitor === true),
  );
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    // Every page is rendered whole before the first byte: our pages are small,
    // crawlers get complete HTML, and a whole document can be kept
    // (server/html-cache.ts).
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider value={stylesheetFor(request)}>
          <PageI18nProvider i18n={getPageI18n(getLanguage(request))}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </PageI18nProvider>
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timer);
          // Everything is ready, so the page goes out as one buffer, compressed
          // in one call: React's many small chunks would each cost a trip
          // through web streams and the compressor.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              const encoding = chooseEncoding(request.headers.get("Accept-Encoding"));
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.append("Vary", "Accept-Encoding");
              if (encoding !== "identity") responseHeaders.set("Content-Encoding", encoding);
              const body = compressPage(lowerScriptPriority(Buffer.concat(chunks)), encoding);
              resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/** Single-fetch data requests follow the same caching rule as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  response.headers.set("Cache-Control", finalCacheControl(request, response.status, response.headers));
  return response;
};
