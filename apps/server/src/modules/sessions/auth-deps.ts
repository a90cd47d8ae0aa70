import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { ServerSecrets } from '../../security/server-secrets';
import type { TransportCrypto } from '../../security/transport-crypto';
import type { Delivery } from '../delivery/delivery';
import type { ProtectionCache } from '../protection/protection-cache';
import type { CaptchaService } from '../security/captcha-service';
import type { ChallengeGuard } from '../security/challenge-guard';
import type { SmsCodes } from '../verification/sms-codes';

/** What the account services use; the Fastify instance carries all of it. */
export interface AuthDeps {
  db: Db;
  secrets: ServerSecrets;
  transportCrypto: TransportCrypto;
  challenges: ChallengeGuard;
  captchas: CaptchaService;
  smsCodes: SmsCodes;
  delivery: Delivery;
  /** Responsible gaming: a member in a time-out or self-exclusion cannot sign in. */
  protectionCache: ProtectionCache;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance extends AuthDeps {}
}
