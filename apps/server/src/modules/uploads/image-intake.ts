import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES, UPLOADED_FILE_NAME } from '@fortuna/contracts/uploads';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../../http/app-error';

/** Image types the intake can take in, told apart by their first bytes. */
export type ImageFormat = 'png' | 'jpeg' | 'webp';

const FORMAT_LABELS: Record<ImageFormat, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP' };
/** File extension and Content-Type of each stored format. */
const STORED = {
  webp: { extension: 'webp', contentType: 'image/webp' },
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
} as const satisfies Record<ImageFormat, { extension: string; contentType: string }>;

export interface ImageIntakeOptions {
  /** Folder the image is stored in (outside any web root), created when missing. */
  directory: string;
  /** Types taken in; PNG, JPEG and WebP by default (catalogue artwork). Deposit proofs take PNG and JPEG. */
  accept?: readonly ImageFormat[];
  /** Largest file taken in, in bytes: 5 MB by default. */
  maxBytes?: number;
  /** The stored image is scaled down (never up) to fit this many pixels on its longer side. */
  maxSide?: number;
  /** Width × height above which an image is refused before it is decoded (decompression bombs). */
  maxInputPixels?: number;
  /** Format the image is re-encoded to: WebP by default. */
  output?: ImageFormat;
}

export interface StoredImage {
  /** File name: the SHA-256 of the stored bytes and the stored format's extension. */
  name: string;
  filePath: string;
  format: ImageFormat;
  /** What the uploaded bytes really were. */
  sourceFormat: ImageFormat;
  width: number;
  height: number;
  bytes: number;
  /** False when the very same image was stored before (same content, same name). */
  created: boolean;
}

const DEFAULT_ACCEPT: readonly ImageFormat[] = ['png', 'jpeg', 'webp'];
const DEFAULT_MAX_SIDE = 2048;
const DEFAULT_MAX_INPUT_PIXELS = 40_000_000;

/** The type the bytes really are, read from their signature; undefined for anything else (SVG, HTML, GIF…). */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const starts = (offset: number, signature: readonly number[]) =>
    bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return undefined;
}

export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

function listFormats(formats: readonly ImageFormat[]): string {
  const labels = formats.map((format) => FORMAT_LABELS[format]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
}

/** The stored file a public name stands for; undefined for any name the intake never makes (path traversal included). */
export function storedImagePath(
  directory: string,
  name: string,
): { filePath: string; contentType: string } | undefined {
  const match = UPLOADED_FILE_NAME.exec(name);
  if (!match) return undefined;
  const extension = match[1];
  const stored = Object.values(STORED).find((candidate) => candidate.extension === extension);
  if (!stored) return undefined;
  return { filePath: path.join(directory, name), contentType: stored.contentType };
}

async function exists(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

function encoder(image: Sharp, format: ImageFormat): Sharp {
  if (format === 'png') return image.png({ compressionLevel: 9 });
  if (format === 'jpeg') return image.jpeg({ quality: 85, mozjpeg: true });
  return image.webp({ quality: 85 });
}

/**
 * Takes in an uploaded image: checks its real type from its content (never its name or the type the
 * client claims), its size, that it decodes, then re-encodes it (metadata stripped, EXIF orientation
 * applied, scaled to fit `maxSide`) and stores it under `directory` named by its content hash.
 * Refusals are AppErrors; nothing is written unless the image is accepted.
 */
export async function intakeImage(input: Uint8Array, options: ImageIntakeOptions): Promise<StoredImage> {
  const accept = options.accept ?? DEFAULT_ACCEPT;
  const maxBytes = options.maxBytes ?? IMAGE_UPLOAD_MAX_BYTES;
  const maxSide = options.maxSide ?? DEFAULT_MAX_SIDE;
  const maxInputPixels = options.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS;
  const output = options.output ?? 'webp';

  if (input.length === 0) throw new AppError('UPLOAD_NO_FILE', 'The file is empty');
  if (input.length > maxBytes) {
    throw new AppError('IMAGE_TOO_LARGE', `The image is too large: at most ${formatMegabytes(maxBytes)}`);
  }
  const sourceFormat = sniffImageFormat(input);
  if (!sourceFormat || !accept.includes(sourceFormat)) {
    throw new AppError(
      'IMAGE_TYPE_NOT_ALLOWED',
      `This file is not a ${listFormats(accept)} image (its content is checked, not its name)`,
    );
  }

  let metadata: Metadata;
  try {
    // The header only: no pixel is decoded before the dimensions are checked.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('IMAGE_UNREADABLE');
  }
  // The decoder must agree with the signature: a file that only starts like an image is not one.
  if (metadata.format !== sourceFormat) throw new AppError('IMAGE_UNREADABLE');
  if (metadata.width * metadata.height > maxInputPixels) {
    throw new AppError(
      'IMAGE_TOO_LARGE',
      `The image has too many pixels: at most ${Math.floor(maxInputPixels / 1_000_000)} megapixels`,
    );
  }

  const image = sharp(input, { limitInputPixels: maxInputPixels, autoOrient: true, animated: false });
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    // Decoding every pixel (not just the header) is what proves the file is a whole, valid image.
    encoded = await encoder(
      image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }),
      output,
    ).toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('IMAGE_UNREADABLE');
  }

  const hash = createHash('sha256').update(encoded.data).digest('hex');
  const name = `${hash}.${STORED[output].extension}`;
  const filePath = path.join(options.directory, name);
  const stored = {
    name,
    filePath,
    format: output,
    sourceFormat,
    width: encoded.info.width,
    height: encoded.info.height,
    bytes: encoded.data.length,
  };
  if (await exists(filePath)) return { ...stored, created: false };

  await mkdir(options.directory, { recursive: true });
  // Written under a temporary name and renamed: a reader never sees half a file.
  const temporary = path.join(options.directory, `.${hash}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, encoded.data, { flag: 'wx', mode: 0o644 });
    await rename(temporary, filePath);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return { ...stored, created: true };
}

/** Removes an image this intake has just stored, when what it was stored for did not happen. */
export async function discardStoredImage(image: StoredImage): Promise<void> {
  if (image.created) await unlink(image.filePath).catch(() => undefined);
}
