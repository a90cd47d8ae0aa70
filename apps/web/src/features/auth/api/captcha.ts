import { API } from '@fortuna/contracts/api-paths';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';

/** A data: URL that an <img> may show, and nothing else (the server answers an SVG image). */
const captchaImageSchema = z.string().regex(/^data:image\/(svg\+xml|png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/);

/** A new captcha image; the server remembers its text in an HttpOnly cookie for the next attempt. */
export function fetchCaptchaImage(signal?: AbortSignal): Promise<string> {
  return apiRequest(API.captcha, captchaImageSchema, { signal });
}
