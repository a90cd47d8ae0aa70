import pg from 'pg';
import { CAPTCHA_KEY_NAME } from '../apps/server/src/modules/security/captcha-service';
import { unseal } from '../apps/server/src/security/secret-box';

/**
 * Reads a captcha's answer from the server's database, as only a test can: the answer is sealed with a
 * server key both live in the database. Needs the PostgreSQL run (TEST_DATABASE_URL).
 */
export async function captchaAnswer(databaseUrl: string, captchaId: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const captcha = await client.query<{ answer_sealed: string }>('select answer_sealed from captchas where id = $1', [
      captchaId,
    ]);
    const key = await client.query<{ value: string }>('select value from server_secrets where name = $1', [
      CAPTCHA_KEY_NAME,
    ]);
    const sealed = captcha.rows[0]?.answer_sealed;
    const secret = key.rows[0]?.value;
    if (!sealed || !secret) throw new Error(`captcha ${captchaId} not found`);
    return unseal(secret, sealed);
  } finally {
    await client.end();
  }
}
