import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createBootPayloads } from './boot-payload';
import { renderPage } from './page-html';

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

/**
 * Sends the player site's index.html for a page navigation, with the merchant's start-up payload and
 * first screen in it (page-html.ts). When the payload cannot be had (unknown merchant, a failing
 * database, the calls too slow) the built index.html goes out as it is, and the client starts with
 * its own calls, as it would without the payload.
 */
export function createWebPageSender(app: FastifyInstance, webDist: string) {
  const bootPayloadFor = createBootPayloads(app);
  let template: Promise<string> | null = null;

  return async function sendWebPage(request: FastifyRequest, reply: FastifyReply, url: string): Promise<FastifyReply> {
    reply.header('cache-control', 'no-cache');
    try {
      template ??= readFile(path.join(webDist, 'index.html'), 'utf8');
      const { payload, screen } = await bootPayloadFor(request, url);
      const { body, encoding } = await encodeFor(request, renderPage(await template, payload, screen));
      reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    } catch (error) {
      template = null;
      request.log.warn({ err: error }, 'page served without its start-up payload');
      return reply.sendFile('index.html', webDist);
    }
  };
}
