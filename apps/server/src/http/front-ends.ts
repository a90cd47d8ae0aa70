import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './error-handling';

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const WEB_DIST = path.join(appsDir, 'web/dist');
export const ADMIN_DIST = path.join(appsDir, 'admin/dist');

/** Paths that belong to the API: an unknown one is answered with an envelope, never with a page. */
const API_PREFIXES = ['/wps/', '/lgw/', '/api/', '/docs/', '/socket.io/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built player site at / and the back office at /admin. A page navigation to a path the
 * files do not have gets the app's index.html (client-side routing); anything else gets an envelope 404.
 */
export async function registerFrontEnds(app: FastifyInstance): Promise<void> {
  const hasWeb = app.config.serveStatic && existsSync(path.join(WEB_DIST, 'index.html'));
  const hasAdmin = app.config.serveStatic && existsSync(path.join(ADMIN_DIST, 'index.html'));
  if (app.config.serveStatic && !hasWeb) app.log.warn('player site is not built: run npm run build');
  if (app.config.serveStatic && !hasAdmin) app.log.warn('back office is not built: run npm run build');

  if (hasWeb) {
    await app.register(fastifyStatic, { root: WEB_DIST, prefix: '/', wildcard: false, index: false });
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!isApiPath(url) && wantsPage(request)) {
      const isAdmin = url === '/admin' || url.startsWith('/admin/');
      if (isAdmin && hasAdmin) return reply.header('cache-control', 'no-cache').sendFile('index.html', ADMIN_DIST);
      if (!isAdmin && hasWeb) return reply.header('cache-control', 'no-cache').sendFile('index.html', WEB_DIST);
    }
    return sendNotFound(reply, `No such path: ${request.method} ${url}`);
  });
}
