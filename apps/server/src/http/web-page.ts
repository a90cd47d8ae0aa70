import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createBootPayloads, lobbyOf } from './boot-payload';
import { type RoutePreload, renderPage } from './page-html';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses a page for the encodings the client accepts: Brotli, else gzip, else none. */
async function encodeFor(request: FastifyRequest, html: string): Promise<{ body: Buffer; encoding: string | null }> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const body = Buffer.from(html);
  if (/\bbr\b/.test(accepted)) {
    const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return { body: await brotliAsync(body, { params }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: await gzipAsync(body, { level: 6 }), encoding: 'gzip' };
  return { body, encoding: null };
}

/** The build manifest's entry of one module (Vite `build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The source module of the game lobbies' route chunk. */
const LOBBY_PAGE_MODULE = 'src/pages/GamePage.tsx';

async function readManifest(webDist: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * The files of a route chunk the page can fetch at once instead of after its code asks for them: the
 * chunk, the chunks it imports and their stylesheets, less what the template already loads.
 */
export function routePreloads(manifest: Manifest, module: string, template: string): RoutePreload[] {
  const preloads: RoutePreload[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!template.includes(`/${chunk.file}"`)) preloads.push({ href: `/${chunk.file}`, kind: 'module' });
    for (const css of chunk.css ?? []) {
      if (!template.includes(`/${css}"`)) preloads.push({ href: `/${css}`, kind: 'style' });
    }
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return preloads;
}

/**
 * Sends the player site's index.html for a page navigation, with the merchant's start-up payload and
 * first screen in it (page-html.ts). When the payload cannot be had (unknown merchant, a failing
 * database, the calls too slow) the built index.html goes out as it is, and the client starts with
 * its own calls, as it would without the payload.
 */
export function createWebPageSender(app: FastifyInstance, webDist: string) {
  const bootPayloadFor = createBootPayloads(app);
  let template: Promise<string> | null = null;
  let manifest: Promise<Manifest> | null = null;

  return async function sendWebPage(request: FastifyRequest, reply: FastifyReply, url: string): Promise<FastifyReply> {
    reply.header('cache-control', 'no-cache');
    try {
      template ??= readFile(path.join(webDist, 'index.html'), 'utf8');
      manifest ??= readManifest(webDist);
      const { payload, screen } = await bootPayloadFor(request, url);
      const html = await template;
      const isLobby = screen !== null && lobbyOf(url, new URLSearchParams()) !== null;
      const preloads = isLobby ? routePreloads(await manifest, LOBBY_PAGE_MODULE, html) : [];
      const { body, encoding } = await encodeFor(request, renderPage(html, payload, screen, preloads));
      reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    } catch (error) {
      template = null;
      manifest = null;
      request.log.warn({ err: error }, 'page served without its start-up payload');
      return reply.sendFile('index.html', webDist);
    }
  };
}
