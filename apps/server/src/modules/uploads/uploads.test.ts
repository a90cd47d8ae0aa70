import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuditEntry } from '@fortuna/contracts/staff';
import type { UploadedImage } from '@fortuna/contracts/uploads';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, staffAuth } from '../../test/test-app';
import { intakeImage, sniffImageFormat } from './image-intake';
import { uploadsDirectory } from './uploads.routes';

interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fortuna-uploads-'));
const directory = uploadsDirectory(dataDir);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const MB = 1024 * 1024;
const UPLOAD = '/api/admin/uploads/images';

interface Part {
  field?: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser sends it: a part per entry, files when they have a file name. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
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

function png(width: number, height: number, background = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** What the uploads folder holds, temporary files included. */
function storedFiles(): string[] {
  try {
    return readdirSync(directory).sort();
  } catch {
    return [];
  }
}

async function upload(app: FastifyInstance, parts: Part[], headers: Record<string, string> = {}) {
  const body = multipart(parts);
  const response = await app.inject({
    method: 'POST',
    url: UPLOAD,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  return { status: response.statusCode, body: response.json<Envelope<UploadedImage | null>>() };
}

describeEachDatabase(
  'image uploads',
  (use) => {
    it('stores a real PNG re-encoded (metadata stripped, scaled to 2048 px) and serves it back as an image', async () => {
      const { app } = use();
      const source = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#2980b9' } })
        .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'someone' } })
        .png()
        .toBuffer();
      expect((await sharp(source).metadata()).exif).toBeDefined();

      const { status, body } = await upload(
        app,
        [{ filename: 'vendor icon.png', contentType: 'image/png', data: source }],
        await staffAuth(app),
      );
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      const stored = body.value as UploadedImage;
      expect(stored.url).toMatch(/^\/uploads\/[a-f0-9]{64}\.webp$/);
      expect(stored).toMatchObject({ width: 2048, height: 1024 });
      expect(storedFiles()).toContain(stored.url.replace('/uploads/', ''));

      const served = await app.inject({ method: 'GET', url: stored.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.length).toBe(stored.bytes);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 2048, height: 1024 });
      expect(metadata.exif).toBeUndefined();

      // The same picture again is the same file.
      const again = await upload(app, [{ filename: 'copy.png', data: source }], await staffAuth(app));
      expect(again.body.value?.url).toBe(stored.url);

      const audit = await app.inject({
        method: 'GET',
        url: '/api/admin/audit?action=upload.image',
        headers: await staffAuth(app),
      });
      const entry = audit.json<Envelope<{ list: AuditEntry[] }>>().value.list[0];
      expect(entry).toMatchObject({ action: 'upload.image', staffUsername: 'admin', targetType: 'upload' });
      expect(entry?.after).toMatchObject({ url: stored.url, sourceFormat: 'png', fileName: 'copy.png' });
    });

    it('takes JPEG and WebP too, by their content whatever their name says', async () => {
      const { app } = use();
      const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#16a085' } })
        .jpeg()
        .toBuffer();
      const webp = await sharp({ create: { width: 30, height: 40, channels: 4, background: '#8e44ad80' } })
        .webp()
        .toBuffer();
      const asJpeg = await upload(
        app,
        [{ filename: 'photo.gif', contentType: 'application/octet-stream', data: jpeg }],
        await staffAuth(app),
      );
      expect(asJpeg.body.value).toMatchObject({ width: 40, height: 30 });
      const asWebp = await upload(app, [{ filename: 'art.webp', data: webp }], await staffAuth(app));
      expect(asWebp.body.value).toMatchObject({ width: 30, height: 40 });
    });

    it('refuses files that are not PNG, JPEG or WebP images, and writes nothing', async () => {
      const { app } = use();
      const staff = await staffAuth(app);
      const before = storedFiles();

      const html = await upload(
        app,
        [{ filename: 'icon.png', contentType: 'image/png', data: '<html><script>alert(1)</script></html>' }],
        staff,
      );
      expect(html.status).toBe(415);
      expect(html.body).toMatchObject({ success: false, code: 'IMAGE_TYPE_NOT_ALLOWED', value: null });
      expect(html.body.message).toMatch(/content is checked, not its name/);

      const text = await upload(app, [{ filename: 'icon.jpg', contentType: 'image/jpeg', data: 'just text' }], staff);
      expect(text.body.code).toBe('IMAGE_TYPE_NOT_ALLOWED');

      const svg = await upload(
        app,
        [
          {
            filename: 'logo.svg',
            contentType: 'image/svg+xml',
            data: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          },
        ],
        staff,
      );
      expect(svg.body.code).toBe('IMAGE_TYPE_NOT_ALLOWED');

      const gif = await upload(
        app,
        [
          {
            filename: 'a.gif',
            data: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
              .gif()
              .toBuffer(),
          },
        ],
        staff,
      );
      expect(gif.body.code).toBe('IMAGE_TYPE_NOT_ALLOWED');

      // A PNG signature followed by rubbish does not decode.
      const corrupt = Buffer.concat([(await png(8, 8)).subarray(0, 8), randomBytes(500)]);
      const broken = await upload(app, [{ filename: 'broken.png', data: corrupt }], staff);
      expect(broken.status).toBe(400);
      expect(broken.body.code).toBe('IMAGE_UNREADABLE');

      const truncated = (await png(200, 200, '#123456')).subarray(0, 60);
      expect((await upload(app, [{ filename: 'cut.png', data: truncated }], staff)).body.code).toBe('IMAGE_UNREADABLE');

      expect(storedFiles()).toEqual(before);
    });

    it('refuses an image over 5 MB, more than one file, no file and a body that is not multipart', async () => {
      const { app } = use();
      const staff = await staffAuth(app);
      const before = storedFiles();
      const header = await png(1, 1);

      // Just over the limit: cut off while it streams in.
      const overBy1 = Buffer.concat([header, randomBytes(5 * MB + 1 - header.length)]);
      const streamed = await upload(app, [{ filename: 'big.png', contentType: 'image/png', data: overBy1 }], staff);
      expect(streamed.status).toBe(413);
      expect(streamed.body).toMatchObject({ success: false, code: 'IMAGE_TOO_LARGE', value: null });
      expect(streamed.body.message).toMatch(/5 MB/);

      // Far over: refused from its announced length.
      const huge = Buffer.concat([header, randomBytes(6 * MB)]);
      const announced = await upload(app, [{ filename: 'huge.png', data: huge }], staff);
      expect(announced.body.code).toBe('IMAGE_TOO_LARGE');

      const two = await upload(
        app,
        [
          { filename: 'a.png', contentType: 'image/png', data: await png(10, 10) },
          { filename: 'b.png', contentType: 'image/png', data: await png(12, 12) },
        ],
        staff,
      );
      expect(two.status).toBe(400);
      expect(two.body.code).toBe('UPLOAD_TOO_MANY_FILES');

      const otherField = await upload(app, [{ field: 'image', filename: 'a.png', data: await png(10, 10) }], staff);
      expect(otherField.body.code).toBe('VALIDATION_FAILED');

      const none = await upload(app, [{ field: 'note', data: 'hello' }], staff);
      expect(none.body.code).toBe('UPLOAD_NO_FILE');

      const empty = await upload(app, [{ filename: '', contentType: 'application/octet-stream', data: '' }], staff);
      expect(empty.body.code).toBe('UPLOAD_NO_FILE');

      for (const request of [
        { payload: { url: 'https://example.com/a.png' } },
        { payload: 'plain text', headers: { 'content-type': 'text/plain' } },
        { payload: await png(10, 10), headers: { 'content-type': 'image/png' } },
        { payload: 'file=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        { payload: 'nothing here', headers: { 'content-type': 'multipart/form-data' } },
      ]) {
        const response = await app.inject({
          method: 'POST',
          url: UPLOAD,
          payload: request.payload,
          headers: { ...staff, ...request.headers },
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ success: false, code: 'UPLOAD_NOT_MULTIPART' });
      }
      const bare = await app.inject({ method: 'POST', url: UPLOAD, headers: staff });
      expect(bare.json()).toMatchObject({ code: 'UPLOAD_NOT_MULTIPART' });

      expect(storedFiles()).toEqual(before);
    });

    it('lets only signed-in catalogue and content staff upload', async () => {
      const { app } = use();
      const before = storedFiles();
      const image = [{ filename: 'a.png', contentType: 'image/png', data: await png(16, 16, '#f1c40f') }];

      const anonymous = await upload(app, image);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('NOT_LOGGED_IN');

      await app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: await staffAuth(app),
        payload: { username: 'upfin01', displayName: 'Finance', password: 'Ledger#2026', roles: ['finance'] },
      });
      await app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: await staffAuth(app),
        payload: { username: 'upops01', displayName: 'Operator', password: 'Ledger#2026', roles: ['operator'] },
      });
      const finance = await upload(app, image, await staffAuth(app, 'upfin01', 'Ledger#2026'));
      expect(finance.status).toBe(403);
      expect(finance.body.code).toBe('FORBIDDEN');
      expect(storedFiles()).toEqual(before);

      const operator = await upload(app, image, await staffAuth(app, 'upops01', 'Ledger#2026'));
      expect(operator.body.success).toBe(true);
    });

    it('answers a 404 envelope for unknown names and never leaves the uploads folder', async () => {
      const { app } = use();
      for (const url of [
        `/uploads/${'a'.repeat(64)}.webp`,
        `/uploads/${'a'.repeat(64)}.html`,
        '/uploads/index.html',
        '/uploads/..%2F..%2Fpackage.json',
        '/uploads/%2e%2e%2fconfig.ts',
        '/uploads/../../package.json',
        '/uploads/..%5C..%5Cpackage.json',
        '/uploads/nested/dir/file.webp',
        '/uploads/',
        `/uploads/.${'b'.repeat(64)}.tmp`,
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/application\/json/);
        expect(response.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    });
  },
  { DATA_DIR: dataDir },
);

describe('image intake', () => {
  const scratch = path.join(dataDir, 'intake');

  it('tells image types apart by their first bytes', async () => {
    expect(sniffImageFormat(await png(2, 2))).toBe('png');
    expect(
      sniffImageFormat(
        await sharp(await png(2, 2))
          .jpeg()
          .toBuffer(),
      ),
    ).toBe('jpeg');
    expect(
      sniffImageFormat(
        await sharp(await png(2, 2))
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('RIFF'))).toBeUndefined();
    expect(sniffImageFormat(new Uint8Array())).toBeUndefined();
  });

  it('takes a size limit and a narrower list of types (deposit proofs: PNG and JPEG only)', async () => {
    const webp = await sharp(await png(20, 20))
      .webp()
      .toBuffer();
    await expect(intakeImage(webp, { directory: scratch, accept: ['png', 'jpeg'] })).rejects.toMatchObject({
      code: 'IMAGE_TYPE_NOT_ALLOWED',
      message: expect.stringMatching(/PNG or JPEG/),
    });
    const big = await png(300, 300);
    await expect(intakeImage(big, { directory: scratch, maxBytes: 100 })).rejects.toMatchObject({
      code: 'IMAGE_TOO_LARGE',
    });
    await expect(
      intakeImage(await png(500, 500), { directory: scratch, maxInputPixels: 100_000 }),
    ).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect(readdirSafe(scratch)).toEqual([]);

    const kept = await intakeImage(await png(20, 10), { directory: scratch, output: 'png', maxSide: 10 });
    expect(kept).toMatchObject({ format: 'png', sourceFormat: 'png', width: 10, height: 5, created: true });
    expect(kept.name).toMatch(/^[a-f0-9]{64}\.png$/);
    expect(readdirSafe(scratch)).toEqual([kept.name]);
  });

  it('applies the EXIF orientation before dropping the metadata', async () => {
    const rotated = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#e67e22' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const stored = await intakeImage(rotated, { directory: scratch });
    expect(stored).toMatchObject({ width: 20, height: 60, format: 'webp', sourceFormat: 'jpeg' });
  });
});

function readdirSafe(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
