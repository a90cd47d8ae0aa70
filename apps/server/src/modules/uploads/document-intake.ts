import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { PDFDocument, PDFName } from 'pdf-lib';
import { AppError } from '../../http/app-error';
import { sendNotFound } from '../../http/error-handling';
import { formatMegabytes, intakeImage, type StoredImage, sniffImageFormat } from './image-intake';

/** Names the private intakes make: a content hash and the stored type. */
const PRIVATE_FILE_NAME = /^[a-f0-9]{64}\.(jpg|png|pdf)$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };
const MAX_PDF_PAGES = 20;

export interface StoredDocument {
  name: string;
  filePath: string;
  contentType: string;
  bytes: number;
  created: boolean;
}

function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

async function storeBytes(directory: string, data: Uint8Array, extension: string): Promise<StoredDocument> {
  const hash = createHash('sha256').update(data).digest('hex');
  const name = `${hash}.${extension}`;
  const filePath = path.join(directory, name);
  const stored = {
    name,
    filePath,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    bytes: data.length,
  };
  const isThere = await stat(filePath)
    .then((found) => found.isFile())
    .catch(() => false);
  if (isThere) return { ...stored, created: false };
  await mkdir(directory, { recursive: true });
  const temporary = path.join(directory, `.${hash}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, data, { flag: 'wx', mode: 0o640 });
    await rename(temporary, filePath);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return { ...stored, created: true };
}

/**
 * A PDF is rebuilt, not stored as sent: its pages are copied into a new document, which leaves behind the
 * document's scripts, open actions, forms, attachments and metadata; page annotations (links, widgets,
 * script actions) are dropped too. A file that does not parse, is encrypted or has no pages is refused.
 */
async function rebuildPdf(input: Uint8Array): Promise<Uint8Array> {
  try {
    const source = await PDFDocument.load(input, { updateMetadata: false, throwOnInvalidObject: true });
    const pageCount = source.getPageCount();
    if (pageCount === 0 || pageCount > MAX_PDF_PAGES) {
      throw new AppError('DOCUMENT_UNREADABLE', `The PDF must have between 1 and ${MAX_PDF_PAGES} pages`);
    }
    const clean = await PDFDocument.create({ updateMetadata: false });
    for (const page of await clean.copyPages(source, source.getPageIndices())) {
      page.node.delete(PDFName.of('Annots'));
      page.node.delete(PDFName.of('AA'));
      clean.addPage(page);
    }
    return await clean.save({ useObjectStreams: true });
  } catch (error) {
    // Whatever the parser trips on (encryption, a broken cross-reference table, rubbish) is the file's fault.
    throw error instanceof AppError ? error : new AppError('DOCUMENT_UNREADABLE');
  }
}

/**
 * Takes in an identity document: PNG or JPEG (re-encoded by the image intake, metadata stripped) or PDF
 * (rebuilt, see rebuildPdf), told apart by content; at most `maxBytes`. Stored privately by content hash.
 */
export async function intakeDocument(
  input: Uint8Array,
  options: { directory: string; maxBytes: number },
): Promise<StoredDocument> {
  if (input.length === 0) throw new AppError('UPLOAD_NO_FILE', 'The file is empty');
  if (input.length > options.maxBytes) {
    throw new AppError('DOCUMENT_TOO_LARGE', `The file is too large: at most ${formatMegabytes(options.maxBytes)}`);
  }
  if (isPdf(input)) return storeBytes(options.directory, await rebuildPdf(input), 'pdf');
  const format = sniffImageFormat(input);
  if (format !== 'png' && format !== 'jpeg') throw new AppError('DOCUMENT_TYPE_NOT_ALLOWED');
  const image: StoredImage = await intakeImage(input, {
    directory: options.directory,
    accept: ['png', 'jpeg'],
    maxBytes: options.maxBytes,
    output: 'jpeg',
  });
  return {
    name: image.name,
    filePath: image.filePath,
    contentType: 'image/jpeg',
    bytes: image.bytes,
    created: image.created,
  };
}

/**
 * Sends a privately stored upload (chat and feedback images, identity documents, deposit proofs) to one
 * allowed reader: fixed Content-Type from the name, nosniff, a sandbox policy (never run as a page),
 * never kept by shared caches. 404 for any other name or a missing file.
 */
export async function sendPrivateUpload(
  reply: FastifyReply,
  directory: string,
  fileName: string | null | undefined,
  disposition: 'inline' | 'attachment' = 'inline',
): Promise<FastifyReply> {
  const match = fileName ? PRIVATE_FILE_NAME.exec(fileName) : null;
  if (!fileName || !match?.[1]) return sendNotFound(reply, 'No such file');
  let data: Buffer;
  try {
    data = await readFile(path.join(directory, fileName));
  } catch {
    return sendNotFound(reply, 'No such file');
  }
  return reply
    .header('content-type', CONTENT_TYPES[match[1]] ?? 'application/octet-stream')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', disposition)
    .header('cache-control', 'private, no-store')
    .send(data);
}

/** Where the customer-service module keeps chat and feedback images, and KYC its documents. */
export function privateUploadsDirectory(dataDir: string, purpose: 'service' | 'kyc'): string {
  return path.resolve(dataDir, purpose === 'service' ? 'service-uploads' : 'kyc-documents');
}

/** Removes a file an intake has just stored, when what it was stored for did not happen. */
export async function discardStoredDocument(stored: { created: boolean; filePath: string }): Promise<void> {
  if (stored.created) await unlink(stored.filePath).catch(() => undefined);
}
