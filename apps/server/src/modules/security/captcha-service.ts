import { randomUUID, timingSafeEqual } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema/index';
import { newSymmetricKey, seal, unseal } from '../../security/secret-box';
import type { ServerSecrets } from '../../security/server-secrets';

export const CAPTCHA_KEY_NAME = 'captcha-key';
const CAPTCHA_TTL_MS = 5 * 60_000;
/** Letters and digits that cannot be mistaken for one another. */
const CAPTCHA_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface IssuedCaptcha {
  id: string;
  /** data: URL of the SVG image. */
  image: string;
}

/** Image captchas asked for after a flagged failed sign-in; each is good for one attempt. */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly secrets: ServerSecrets,
  ) {}

  /** The answer is kept sealed with a server key (never in the clear), only for the captcha's five minutes. */
  #key(): Promise<string> {
    return this.secrets.get(CAPTCHA_KEY_NAME, newSymmetricKey);
  }

  async issue(): Promise<IssuedCaptcha> {
    const captcha = svgCaptcha.create({
      size: 5,
      charPreset: CAPTCHA_CHARACTERS,
      noise: 3,
      color: true,
      background: '#f4f1ea',
      width: 150,
      height: 50,
      fontSize: 52,
    });
    const id = randomUUID();
    await this.db.insert(captchas).values({
      id,
      answerSealed: seal(await this.#key(), captcha.text),
      expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    });
    if (Math.random() < 0.02) await this.db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
    return { id, image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
  }

  /** Whether `answer` solves captcha `id`; the captcha is used up either way. */
  async check(id: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!id || !answer) return false;
    const rows = await this.db.delete(captchas).where(eq(captchas.id, id)).returning();
    const row = rows[0];
    if (!row || row.expiresAt.getTime() < Date.now()) return false;
    const expected = Buffer.from(unseal(await this.#key(), row.answerSealed));
    const given = Buffer.from(answer.trim().toUpperCase());
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
