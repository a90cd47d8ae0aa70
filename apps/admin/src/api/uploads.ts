import {
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_PATH,
  IMAGE_UPLOAD_TYPES,
  type UploadedImage,
  uploadedImageSchema,
} from '@fortuna/contracts/uploads';
import { apiUpload } from './client';

/** What the file picker offers. */
export const IMAGE_ACCEPT = IMAGE_UPLOAD_TYPES.join(',');

/** A size as staff read it: 820 KB, 4.2 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

/**
 * Why a chosen file cannot be uploaded, told before it is sent; null when it may go. Only a quick check:
 * the server reads the content itself and has the last word.
 */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (file.type !== '' && !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG or WebP image';
  }
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
    return `This file is ${formatBytes(file.size)}: images may be at most ${formatBytes(IMAGE_UPLOAD_MAX_BYTES)}`;
  }
  if (file.size === 0) return 'This file is empty';
  return null;
}

/** Uploads an image; the server stores it re-encoded and answers its /uploads/… address. */
export function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file, file.name);
  return apiUpload(IMAGE_UPLOAD_PATH, uploadedImageSchema, form);
}
