import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './error-handling';
import { createWebPageSender } from './web-page';

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const WEB_DIST = path.join(appsDir, 'web/dist');
export const ADMIN_DIST = path.join(appsDir, 'admin/dist');
export const STUDIO_DIST = path.join(appsDir, 'studio/dist');

/** Paths that belong to the API: an unknown one is answered with an envelope, never with a page. */
const API_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/api/',
  '/docs/',
  '/socket.io/',
  '/seamless/',
  '/studio/api/',
  '/sportsbook/api/',
  '/uploads/',
];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

function wantsPage(request: FastifyRequest, url: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  // `curl /`, a probe or a link checker (no Accept, or */*) gets the page too; a missing file (a name with an
  // extension, e.g. a stale chunk) and a client asking for JSON get the envelope 404.
  const lastSegment = url.slice(url.lastIndexOf('/') + 1);
  return (accept === '' || accept.includes('*/*')) && !lastSegment.includes('.');
}

/** Hashed build output: a changed file gets a new name, so a copy never needs checking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache headers of the player site's files: the hashed files under /assets are kept for a year,
 * index.html is checked on every visit (it names the current assets), anything else (public images)
 * keeps @fastify/static's revalidating default.
 */
export function webCacheControl(filePath: string, root = WEB_DIST): string | null {
  const relative = path.relative(root, filePath).split(path.sep);
  if (relative[0] === 'assets') return IMMUTABLE;
  if (relative.length === 1 && /^index\.html(\.br|\.gz)?$/.test(relative[0] ?? '')) return 'no-cache';
  return null;
}

/** Runs after @fastify/static has set its own headers, so these replace its `public, max-age=0`. */
function setWebCacheHeaders(reply: FastifyReply, filePath: string): void {
  const cacheControl = webCacheControl(filePath);
  if (cacheControl) reply.header('cache-control', cacheControl);
}

/**
 * Serves the built player site at / and the back office at /admin. A page navigation to a path the
 * files do not have gets the app's index.html (client-side routing; the player site's with its start-up
 * payload, web-page.ts); anything else gets an envelope 404.
 */
export async function registerFrontEnds(app: FastifyInstance): Promise<void> {
  const hasWeb = app.config.serveStatic && existsSync(path.join(WEB_DIST, 'index.html'));
  const hasAdmin = app.config.serveStatic && existsSync(path.join(ADMIN_DIST, 'index.html'));
  const hasStudio = app.config.serveStatic && existsSync(path.join(STUDIO_DIST, 'index.html'));
  if (app.config.serveStatic && !hasWeb) app.log.warn('player site is not built: run npm run build');
  if (app.config.serveStatic && !hasAdmin) app.log.warn('back office is not built: run npm run build');

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz twins of its text files (apps/web/vite.config.ts); the best one
      // the client accepts is sent, with the uncompressed file as the fallback.
      preCompressed: true,
      setHeaders: setWebCacheHeaders,
    });
  }
  if (hasAdmin) {
    // Only one registration may add reply.sendFile; the back office adds it when the site is not built.
    await app.register(fastifyStatic, {
      root: ADMIN_DIST,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      decorateReply: !hasWeb,
    });
  }

  if (hasStudio) {
    // The studio's game client: a vendor's pages, served beside the platform when the studio runs in-process.
    await app.register(fastifyStatic, {
      root: STUDIO_DIST,
      prefix: '/studio/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const cacheControl = webCacheControl(filePath, STUDIO_DIST);
        if (cacheControl) reply.header('cache-control', cacheControl);
      },
      decorateReply: !hasWeb && !hasAdmin,
    });
  }

  const sendWebPage = hasWeb ? createWebPageSender(app, WEB_DIST) : null;

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!isApiPath(url) && wantsPage(request, url)) {
      const isAdmin = url === '/admin' || url.startsWith('/admin/');
      if (url.startsWith('/studio/') && hasStudio) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', STUDIO_DIST);
      }
      if (isAdmin && hasAdmin) return reply.header('cache-control', 'no-cache').sendFile('index.html', ADMIN_DIST);
      if (!isAdmin && sendWebPage) return sendWebPage(request, reply, url);
    }
    return sendNotFound(reply, `No such path: ${request.method} ${url}`);
  });
}
