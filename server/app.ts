import { randomBytes } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { createRequestHandler, matchPath, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { getSessionUser, withSessionCookies } from "#app/accounts/session.server.ts";
import { CLIENT_ADDRESS_HEADER } from "#app/client-address.ts";
import { CHANNELS, onChange } from "#app/db/changes.server.ts";
import { isDatabaseReachable } from "#app/db/client.server.ts";
import type { Env } from "#app/env.server.ts";
import { getChosenLanguagePath } from "#app/i18n/language-choice.server.ts";
import { getLogger } from "#app/logger.server.ts";
import { takesFiles } from "#app/uploads/takes-files.ts";
import { createHtmlCache, type RenderPage } from "./html-cache.ts";
import { pageQueryParametersOf } from "./html-cache-keys.ts";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce that lets React Router's inline scripts past the CSP. */
    cspNonce: string;
    /** The client's address (behind a proxy, as TRUST_PROXY allows). */
    clientAddress: string;
    /** Set only by the page cache rendering a page to keep for one cart and account (decision 015). */
    keptPerVisitor?: boolean;
  }
}

/**
 * Cross-site request forgery: a request that changes state must come from
 * this site. A foreign Origin is refused, and so is a request with no Origin
 * that the browser marks as cross-site. (React Router checks its own actions
 * too; this also covers resource routes and Better Auth's endpoints.)
 */
function refuseCrossSiteWrites(env: Env): express.RequestHandler {
  const siteOrigin = new URL(env.SITE_URL).origin;
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const foreign = origin
      ? origin !== ownOrigin && origin !== siteOrigin
      : req.headers["sec-fetch-site"] === "cross-site";
    if (foreign) {
      res.status(403).type("text/plain").send("This request did not come from this site.");
      return;
    }
    next();
  };
}

/** A form without files: a few fields of text. */
const FORM_BODY_LIMIT = 64 * 1024;

/** Meta's webhook (app/routes/webhooks.whatsapp.ts) batches events into bodies of up to 3 MB. */
const WEBHOOK_BODY_LIMITS: Record<string, number> = { "/webhooks/whatsapp": 3 * 1024 * 1024 };

/**
 * The addresses that take files: the routes whose module declares it
 * (`export const handle = TAKES_FILES`, app/uploads/takes-files.ts), because
 * their actions stream multipart bodies through busboy. Every other form is
 * read whole into memory, so it gets FORM_BODY_LIMIT.
 */
function getFileRoutePatterns(build: ServerBuild): string[] {
  return Object.values(build.routes)
    .filter((route) => route?.path && takesFiles(route.module.handle))
    .map((route) => route?.path ?? "");
}

/**
 * Bounds every request body before anything reads it: a declared length is
 * checked at once, a chunked body as it arrives. Past the bound the answer
 * is 413 and the connection is closed rather than read to the end.
 */
function limitRequestBodies(env: Env, getBuild: () => Promise<ServerBuild>): express.RequestHandler {
  const uploadLimit = env.UPLOAD_MAX_FILES * env.UPLOAD_MAX_FILE_MB * 1024 * 1024 + 1024 * 1024;
  // Read once in production; the development build changes as we work.
  let patterns: Promise<string[]> | undefined;
  const filePatterns = () => {
    if (env.NODE_ENV === "development" || !patterns) patterns = getBuild().then(getFileRoutePatterns);
    return patterns;
  };
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const multipart = (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");
    // A submission with JavaScript goes to the same address plus ".data".
    const pathname = req.path.replace(/\.data$/, "");
    const streamsFiles =
      multipart && (await filePatterns()).some((pattern) => matchPath({ path: pattern, end: true }, pathname));
    const limit = streamsFiles ? uploadLimit : (WEBHOOK_BODY_LIMITS[pathname] ?? FORM_BODY_LIMIT);
    const refuse = () => {
      const most = limit < 1024 * 1024 ? `${limit / 1024} KB` : `${Math.floor(limit / 1024 / 1024)} MB`;
      res.set("Connection", "close").status(413).type("text/plain").send(`The request is too large (at most ${most}).`);
    };
    const length = req.headers["content-length"];
    if (length !== undefined) {
      if (Number(length) > limit) return refuse();
    } else if (req.headers["transfer-encoding"]) {
      boundWhileArriving(req, res, limit, refuse);
    }
    next();
  };
}

/**
 * A chunked body has no length to check first: its bytes are counted as
 * Node's parser hands them over (before any reader sees them), and past the
 * limit the rest is dropped, the client told 413 and the connection closed.
 *
 * Why by wrapping this request's push() (issue 35.6 asked for another
 * way; none holds): React Router's Express adapter and Better Auth read
 * `req` itself, so a counting stream piped from it is read by nobody; a
 * counting 'data' listener answers 413 while the action still parses the
 * whole body; a subclass given to createServer ({ IncomingMessage }) loses
 * its methods when Express swaps every request's prototype for its own.
 * busboy's own limits bound the multipart parts; this bounds every body.
 */
function boundWhileArriving(req: IncomingMessage, res: ServerResponse, limit: number, refuse: () => void) {
  const push = req.push.bind(req);
  let received = 0;
  req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (chunk === null) return push(chunk, encoding);
    received += chunk.length;
    if (received <= limit) return push(chunk, encoding);
    req.push = () => false;
    if (res.headersSent) req.socket.destroy();
    else {
      res.once("finish", () => req.socket.destroy());
      refuse();
    }
    return false;
  };
}

const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** A client's mistake that a library reported as an error (a body that is not JSON) keeps its 4xx. */
function httpStatusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500 ? status : 500;
}

/**
 * One address per page, for people and search engines alike: no trailing
 * slash (but `/`), no doubled slashes and no backslashes. The query string
 * is kept. NOTE: browsers read a leading `//` or `/\` as another host, so
 * the canonical path never has either.
 */
const redirectToCanonicalAddress: express.RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const at = req.originalUrl.indexOf("?");
  const pathname = at === -1 ? req.originalUrl : req.originalUrl.slice(0, at);
  const canonical = pathname.replace(/[/\\]{2,}|\\/g, "/").replace(/(.)\/$/, "$1");
  if (canonical === pathname) return next();
  res.redirect(301, canonical + (at === -1 ? "" : req.originalUrl.slice(at)));
};

/** Rendered public pages kept in memory (three encodings each). */
const HTML_CACHE = { maxBytes: 32 * 1024 * 1024, ttlMs: 60 * 60_000 };

function renderToKeep(env: Env, getBuild: () => Promise<ServerBuild>): RenderPage {
  let handle: ReturnType<typeof createRequestHandler> | undefined;
  return async (url, cookie) => {
    handle ??= createRequestHandler(await getBuild(), env.NODE_ENV);
    const headers: Record<string, string> = { Accept: "text/html" };
    if (cookie !== undefined) headers.Cookie = cookie;
    // No nonce: a kept page's scripts are allowed by their hashes, and the
    // page must be the same bytes (and ETag) in every server process.
    return handle(new Request(url, { headers }), {
      cspNonce: "",
      clientAddress: "",
      keptPerVisitor: cookie !== undefined,
    });
  };
}

/** The account of a session cookie, as every page's own guard finds it. */
async function identifySession(env: Env, cookie: string): Promise<string | null> {
  const user = await getSessionUser(new Request(env.SITE_URL, { headers: { Cookie: cookie } }));
  return user?.id ?? null;
}

export function createApp(options: {
  env: Env;
  getBuild: () => Promise<ServerBuild>;
  devServer?: ViteDevServer;
  isShuttingDown: () => boolean;
}): RequestListener {
  const { env, getBuild, devServer, isShuttingDown } = options;
  const production = env.NODE_ENV === "production";
  const app = express();
  app.disable("x-powered-by");
  // Express reads NODE_ENV itself and shows stack traces unless it says
  // production; a bare `npm start` (NODE_ENV unset) is production too.
  app.set("env", production ? "production" : env.NODE_ENV);
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger: getLogger(),
      // Static files are many and dull; a failing one is still logged.
      autoLogging: { ignore: (req) => req.url === "/healthz" || (req.url?.startsWith("/assets/") ?? false) },
    }),
  );

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    // While shutting down, finish this request but do not keep the socket.
    if (isShuttingDown()) res.set("Connection", "close");
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
          // React's style attributes and the toast library's injected styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          fontSrc: ["'self'"],
          connectSrc: production ? ["'self'"] : ["'self'", "ws:"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          upgradeInsecureRequests: env.SITE_URL.startsWith("https:") ? [] : null,
        },
      },
      // Over plain http the header means nothing, and a test site must not pin
      // its host to https for a year.
      strictTransportSecurity:
        production && env.SITE_URL.startsWith("https:") ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // "no-referrer" makes Chromium send `Origin: null` on our own form
      // posts, which React Router's CSRF check rightly refuses.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );

  app.use((_req, res, next) => {
    res.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    next();
  });

  // Pages and forms take GET, HEAD and POST; nothing else reaches a route
  // (React Router would answer TRACE with an error, PUT with an action).
  app.use((req, res, next) => {
    if (ALLOWED_METHODS.includes(req.method)) return next();
    res.set("Allow", ALLOWED_METHODS.join(", "));
    res.status(405).type("text/plain").send("Method not allowed.");
  });

  // A host name the URL parser refuses ("a b", "[x"): the kept pages and
  // React Router build each request's URL from it and would throw (a 500
  // and a stack in the log).
  app.use((req, res, next) => {
    if (URL.canParse(`http://${req.hostname ?? "localhost"}`)) return next();
    res.status(400).type("text/plain").send("Bad request.");
  });

  app.get("/healthz", async (_req, res) => {
    const healthy = !isShuttingDown() && (await isDatabaseReachable());
    res.set("Cache-Control", "no-store");
    res.status(healthy ? 200 : 503).json({ status: healthy ? "ok" : "unavailable" });
  });

  app.use(redirectToCanonicalAddress);

  // A session renewed while this request is answered, whoever read it (the
  // page cache, a loader): its cookie goes out with the answer.
  app.use((_req, res, next) =>
    withSessionCookies((cookie) => {
      if (!res.headersSent) res.append("Set-Cookie", cookie);
    }, next),
  );

  const cache = devServer
    ? null
    : createHtmlCache({
        render: renderToKeep(env, getBuild),
        identify: (cookie) => identifySession(env, cookie),
        pageQueryParameters: () => getBuild().then((build) => pageQueryParametersOf(Object.values(build.routes))),
        ...HTML_CACHE,
      });
  if (cache) {
    onChange(CHANNELS.publicContent, cache.clear);
    app.use(cache.middleware);
  }
  // The client's address, as TRUST_PROXY allows, for code that only sees the
  // web Request (Better Auth's limits). Whatever a client sent is replaced.
  app.use((req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });

  // No page of ours has a NUL byte in its address, and PostgreSQL refuses
  // one in a query: such a request is refused here, whatever route it names.
  app.use((req, res, next) => {
    if (/%00/.test(req.url)) {
      res.status(400).type("text/plain").send("Bad request.");
      return;
    }
    next();
  });

  app.use(compression());
  app.use(refuseCrossSiteWrites(env));
  app.use(limitRequestBodies(env, getBuild));

  if (devServer) {
    app.use(devServer.middlewares);
  } else {
    const client = path.resolve("build/client");
    // Hashed file names: safe to cache for a year.
    // Hashed file names: safe to cache for a year. Brotli and gzip copies
    // are made at build time (scripts/compress-assets.ts).
    app.use(
      "/assets",
      expressStaticGzip(path.join(client, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false },
      }),
      // An old tab asking for a chunk of an earlier deploy: a plain 404.
      (_req: express.Request, res: express.Response) => {
        res.status(404).type("text/plain").send("Not found");
      },
    );
    // Files of public/ (icons, images, the manifest): only paths that name a
    // file are looked for on disk, so page requests never wait for a stat.
    const publicFiles = express.static(client, { maxAge: "1h", index: false });
    // The service worker must not be kept by a proxy: a new deploy's worker
    // has to reach browsers at once.
    app.get("/sw.js", (_req, res, next) => {
      res.set("Cache-Control", "no-cache");
      next();
    });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  }

  const loadContext = (req: express.Request, res: express.Response) => ({
    cspNonce: res.locals.cspNonce as string,
    clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
  });
  if (devServer) {
    // The build changes while we work: React Router loads it per request.
    app.use(createExpressHandler({ build: getBuild, mode: env.NODE_ENV, getLoadContext: loadContext }));
  } else {
    // Given the build itself (not a function), React Router prepares its
    // routes once instead of on every request.
    let pages: Promise<express.RequestHandler> | undefined;
    app.use(async (req, res, next) => {
      pages ??= getBuild().then((build) =>
        createExpressHandler({ build, mode: env.NODE_ENV, getLoadContext: loadContext }),
      );
      (await pages)(req, res, next);
    });
  }

  // The last word on an error nothing else answered: logged in full, shown
  // to the client as one plain sentence (a stack trace only in development).
  app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (env.NODE_ENV === "development") return next(error);
    req.log.error({ err: error }, "request failed");
    if (res.headersSent) return void res.destroy();
    const status = httpStatusOf(error);
    res
      .status(status)
      .type("text/plain")
      .send(status < 500 ? "Bad request." : "Something went wrong.");
  });

  // A visitor who chose Hindi or Odia gets their language's page, then kept
  // public pages are answered before Express (server/html-cache.ts).
  return (req, res) => {
    const chosen = getChosenLanguagePath(req.method ?? "GET", req.url ?? "/", req.headers.cookie);
    if (chosen !== null) {
      res.writeHead(302, { Location: chosen, Vary: "Cookie", "Cache-Control": "private, no-store" }).end();
      return;
    }
    if (cache?.serve(req, res, { closeConnection: isShuttingDown() })) return;
    if (req.method !== "GET" && req.method !== "HEAD") drainWhenAnsweredUnread(req, res);
    app(req, res);
  };
}

/**
 * NOTE: an action may answer before it reads the body (a guard's redirect,
 * a refused form). React Router has already begun reading it, so Node does
 * not drain the rest as it does for a body nobody touched, and a kept-alive
 * connection would wait for those bytes until the request timeout. The rest
 * is read and dropped here, as Node's own IncomingMessage._dump does; the
 * body limits above bound how much that can be.
 */
function drainWhenAnsweredUnread(req: IncomingMessage, res: ServerResponse) {
  res.once("finish", () => {
    if (req.complete) return;
    req.removeAllListeners("data");
    req.resume();
  });
}
