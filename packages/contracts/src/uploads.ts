import { z } from 'zod';

/** Where the back office sends an image: multipart/form-data with one file field named `file`. */
export const IMAGE_UPLOAD_PATH = '/api/admin/uploads/images';
export const IMAGE_UPLOAD_FIELD = 'file';

/** Image types staff may upload for catalogue artwork and banners; the server checks the content, not the name. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The largest image file accepted (5 MB). */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Public address of a stored upload: its content hash and the type it was re-encoded to. */
export const UPLOADED_FILE_NAME = /^[a-f0-9]{64}\.(webp|png|jpg)$/;

/** What the server answers for a stored image. */
export const uploadedImageSchema = z.object({
  /** Site path of the stored image, such as /uploads/<sha-256>.webp: use it as an icon or picture address. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Size of the stored (re-encoded) file. */
  bytes: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
