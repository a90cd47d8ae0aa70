import { DEPOSIT_PROOF_TYPES } from '@fortuna/contracts/payments';
import { ApiError } from '../../../api/client';
import { useSessionStore } from '../../../session/session-store';

/** Only these answers are shown, and only as an image: never as a page, whatever the server sends. */
export function isProofImageType(contentType: string | null): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return DEPOSIT_PROOF_TYPES.some((allowed) => allowed === type);
}

/**
 * Reads a deposit proof from its authenticated address with the staff session (an <img src> could not
 * send the token) and answers the image's bytes; anything that is not a PNG or JPEG is refused.
 */
export async function fetchProofImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const headers = new Headers({ Accept: DEPOSIT_PROOF_TYPES.join(', ') });
  const { token } = useSessionStore.getState();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal, credentials: 'omit' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK', 'Cannot reach the server to load this image.', 0);
  }
  if (!response.ok)
    throw new ApiError('PROOF_UNAVAILABLE', `This image cannot be loaded (HTTP ${response.status})`, response.status);
  const contentType = response.headers.get('content-type');
  if (!isProofImageType(contentType)) {
    throw new ApiError(
      'PROOF_NOT_IMAGE',
      'The server did not send a PNG or JPEG image; it is not shown.',
      response.status,
    );
  }
  const bytes = await response.arrayBuffer();
  // Typed from the checked header, so the browser treats the object URL as an image and nothing else.
  return new Blob([bytes], { type: contentType?.split(';')[0]?.trim().toLowerCase() });
}

/**
 * The image as a data: address of its checked type. The back office's content security policy allows
 * images from data: (not blob:), and a data:image/… address can only ever be drawn as a picture.
 */
export async function toImageDataUrl(image: Blob): Promise<string> {
  if (!isProofImageType(image.type)) throw new ApiError('PROOF_NOT_IMAGE', 'Only PNG or JPEG images are shown.', 0);
  const bytes = new Uint8Array(await image.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return `data:${image.type};base64,${btoa(binary)}`;
}
