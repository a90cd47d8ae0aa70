import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FormPart {
  field?: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser sends it: a part per entry, files when they have a file name. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fortuna-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field ?? 'file'}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real image of the given type. */
export function testImage(format: 'png' | 'jpeg' | 'webp', background = '#2e86de'): Promise<Buffer> {
  const image = sharp({ create: { width: 16, height: 12, channels: 3, background } });
  return (format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.webp()).toBuffer();
}

/** A file over 5 MB that starts like a PNG. */
export async function oversizedPng(): Promise<Buffer> {
  return Buffer.concat([await testImage('png'), Buffer.alloc(5 * 1024 * 1024 + 1)]);
}
