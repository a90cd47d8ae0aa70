import { SEAMLESS_HEADERS, SEAMLESS_WINDOW_MS } from '@fortuna/contracts/seamless';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { seamlessNonces } from '../../db/schema/index';
import { SeamlessError } from '../../http/seamless-error';
import { IN_PROCESS_HEADER, isInProcessMark } from '../../lib/seamless-protocol/in-process';
import { isSignatureValid } from '../../lib/seamless-protocol/signature';
import type { SeamlessVendor } from './vendor-keys';

const NONCE_PATTERN = /^[\w-]{8,64}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact JSON text the vendor signed. */
    rawBody?: string;
    /** The vendor whose signature was checked. */
    vendor?: SeamlessVendor;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Keeps the raw JSON text for the signature check, then parses it as usual. */
export function keepRawJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    try {
      done(null, text.length === 0 ? {} : JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error('The request body is not valid JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });
}

/** The vendor a call names, refused when unknown. */
export async function vendorByCode(app: FastifyInstance, code: string): Promise<SeamlessVendor> {
  const vendor = await app.vendorKeys.byCode(code);
  if (!vendor) throw new SeamlessError('UNKNOWN_VENDOR');
  return vendor;
}

/**
 * Checks a vendor call: known vendor with a key, timestamp within 5 minutes, HMAC over
 * timestamp.nonce.body, and a nonce not seen before (remembered past the window).
 */
export async function verifySignedCall(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const code = header(request, SEAMLESS_HEADERS.vendor);
  const timestamp = header(request, SEAMLESS_HEADERS.timestamp);
  const nonce = header(request, SEAMLESS_HEADERS.nonce);
  const signature = header(request, SEAMLESS_HEADERS.signature);
  if (!code || !timestamp || !nonce || !signature) throw new SeamlessError('SIGNATURE_MISSING');
  const vendor = await vendorByCode(app, code);
  if (!isSignatureValid(vendor.secret, timestamp, nonce, request.rawBody ?? '', signature)) {
    throw new SeamlessError('SIGNATURE_INVALID');
  }
  const sentAt = /^\d{10,16}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (!Number.isFinite(sentAt) || Math.abs(Date.now() - sentAt) > SEAMLESS_WINDOW_MS) {
    throw new SeamlessError('REQUEST_EXPIRED');
  }
  if (vendor.status === 'disabled') throw new SeamlessError('VENDOR_DISABLED');
  if (!NONCE_PATTERN.test(nonce))
    throw new SeamlessError('SIGNATURE_INVALID', 'The nonce must be 8-64 letters, digits, dashes or underscores');
  // An in-process call (the transport is memory) cannot be replayed from outside: it needs no nonce row.
  if (isInProcessMark(header(request, IN_PROCESS_HEADER))) {
    request.vendor = vendor;
    return;
  }
  const fresh = await app.db
    .insert(seamlessNonces)
    .values({ vendorId: vendor.id, nonce })
    .onConflictDoNothing()
    .returning({ nonce: seamlessNonces.nonce });
  if (fresh.length === 0) throw new SeamlessError('NONCE_REPLAYED');
  request.vendor = vendor;
}

/** Forgets nonces older than twice the window: a call that old is refused by its timestamp anyway. */
export async function pruneNonces(db: Db): Promise<void> {
  await db.delete(seamlessNonces).where(lt(seamlessNonces.seenAt, sql`now() - interval '10 minutes'`));
}

export function vendorOf(request: FastifyRequest): SeamlessVendor {
  if (!request.vendor) throw new SeamlessError('UNKNOWN_VENDOR');
  return request.vendor;
}
