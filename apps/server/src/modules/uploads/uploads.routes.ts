import { readFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { ok } from '@fortuna/contracts/envelope';
import {
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_PATH,
  type UploadedImage,
} from '@fortuna/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { sendNotFound } from '../../http/error-handling';
import { recordAudit } from '../audit/audit.service';
import { actorOf, requireStaff } from '../staff/staff-auth';
import { discardStoredImage, formatMegabytes, intakeImage, storedImagePath } from './image-intake';

const tags = ['Back office: uploads'];
/** Who may upload images: the staff who edit the catalogue and the site's content (operators, and admins). */
const UPLOAD_ROLES = ['operator'] as const;
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Public path stored files are served under. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Where uploads are kept: inside the data directory, never under a front end's web root. */
export function uploadsDirectory(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

interface ReceivedFile {
  bytes: Buffer;
  filename: string;
}

const tooLarge = (maxBytes: number) =>
  new AppError('IMAGE_TOO_LARGE', `The image is too large: at most ${formatMegabytes(maxBytes)}`);

/** The multipart parser's refusals, as envelope errors staff can act on. */
function translateMultipartError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const code = 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return new AppError('UPLOAD_TOO_MANY_FILES');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new AppError('VALIDATION_FAILED', `Send only the image, in one field named "${IMAGE_UPLOAD_FIELD}"`);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UPLOAD_NOT_MULTIPART');
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError('UPLOAD_NOT_MULTIPART', 'The upload stopped before the whole file arrived');
  }
  // Busboy's own complaints about a body that is not well-formed multipart.
  if (/^(Multipart|Malformed|Unexpected end of)/i.test(error.message)) {
    return new AppError('UPLOAD_NOT_MULTIPART', 'The upload could not be read as multipart/form-data');
  }
  return error;
}

/** A multipart form read into memory: its files (in order) and its small text fields. */
export interface ReceivedForm {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

/**
 * Reads a multipart form into memory: up to `maxFiles` files in the field "file", each at most
 * `maxBytes`, and up to 4 short text fields. More files, another file field or a larger file is refused.
 */
export async function receiveForm(
  request: FastifyRequest,
  options: { maxBytes: number; maxFiles: number; tooManyFiles?: AppError },
): Promise<ReceivedForm> {
  const { maxBytes, maxFiles } = options;
  if (!request.isMultipart()) throw new AppError('UPLOAD_NOT_MULTIPART');
  // A body announced as far larger than allowed is refused before a byte of it is read.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes * maxFiles + MULTIPART_OVERHEAD) throw tooLarge(maxBytes);
  const form: ReceivedForm = { files: [], fields: {} };
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxBytes,
        files: maxFiles + 1,
        fields: 4,
        fieldSize: 1024,
        fieldNameSize: 100,
        parts: maxFiles + 5,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== IMAGE_UPLOAD_FIELD) {
        throw new AppError('VALIDATION_FAILED', `Send the image in a field named "${IMAGE_UPLOAD_FIELD}"`);
      }
      if (form.files.length >= maxFiles) throw options.tooManyFiles ?? new AppError('UPLOAD_TOO_MANY_FILES');
      const bytes = await part.toBuffer();
      if (bytes.length > 0) form.files.push({ bytes, filename: part.filename.slice(0, 200) });
    }
  } catch (error) {
    if (options.tooManyFiles && error instanceof Error && 'code' in error && error.code === 'FST_FILES_LIMIT') {
      throw options.tooManyFiles;
    }
    throw translateMultipartError(error, maxBytes);
  }
  return form;
}

/** Reads the one file of a multipart upload into memory, refusing more than one file or more than `maxBytes`. */
export async function receiveOneFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  const [received] = (await receiveForm(request, { maxBytes, maxFiles: 1 })).files;
  if (!received) throw new AppError('UPLOAD_NO_FILE');
  return received;
}

/** Staff upload images (vendor icons, game artwork, banner pictures); each stored image is audited. */
export const uploadAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = uploadsDirectory(app.config.dataDir);

  // Only this plugin reads multipart bodies, and it reads nothing else: any other body is refused unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(new AppError('UPLOAD_NOT_MULTIPART'), undefined));
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  });

  app.post(
    IMAGE_UPLOAD_PATH,
    {
      schema: {
        tags,
        summary: 'Upload an image (PNG, JPEG or WebP, at most 5 MB): multipart/form-data with one field "file"',
        consumes: ['multipart/form-data'],
      },
      onRequest: requireStaff(...UPLOAD_ROLES),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const actor = actorOf(request);
      const file = await receiveOneFile(request, IMAGE_UPLOAD_MAX_BYTES);
      const image = await intakeImage(file.bytes, { directory, maxBytes: IMAGE_UPLOAD_MAX_BYTES });
      const stored: UploadedImage = {
        url: `${UPLOADS_URL_PREFIX}${image.name}`,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
      };
      try {
        await recordAudit(app.db, actor, {
          action: 'upload.image',
          targetType: 'upload',
          targetId: image.name,
          merchantId: null,
          before: null,
          after: {
            ...stored,
            sourceFormat: image.sourceFormat,
            sourceBytes: file.bytes.length,
            fileName: file.filename,
          },
        });
      } catch (error) {
        await discardStoredImage(image);
        throw error;
      }
      return ok(stored);
    },
  );
};

const fileParams = z.object({ '*': z.string() });

/**
 * Serves stored uploads as images only: a fixed Content-Type from the name, nosniff and a sandboxing CSP,
 * so no upload can ever run as a page. Names are content hashes, so a file never changes: cached for good.
 */
export const uploadFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = uploadsDirectory(app.config.dataDir);
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true, params: fileParams } }, async (request, reply) => {
    const stored = storedImagePath(directory, request.params['*']);
    if (!stored) return sendNotFound(reply, 'No such upload');
    let data: Buffer;
    try {
      data = await readFile(stored.filePath);
    } catch (error) {
      if (error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR')) {
        return sendNotFound(reply, 'No such upload');
      }
      throw error;
    }
    return reply
      .header('content-type', stored.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(data);
  });
};
