import type { FastifyInstance } from 'fastify';
import { listMerchants } from '../merchants/merchants.repo';
import type { PromoDeps } from './promotions.service';
import { findQualifiedPending } from './referral.repo';
import { referralTermsOf, settleReferral } from './referral.service';

/**
 * One pass: every pending invitee of every merchant running invite-and-earn who now meets the conditions is
 * settled (paid, or refused when it shares the inviter's device, address or payee account). Safe on many nodes:
 * each referral leaves pending once.
 */
export async function runReferralPass(
  deps: PromoDeps,
  onError: (inviteeId: number, error: unknown) => void = () => undefined,
): Promise<void> {
  for (const merchant of await listMerchants(deps.db)) {
    if (merchant.status !== 'active' || !merchant.whitelabel.referral) continue;
    const terms = await referralTermsOf(deps.db, merchant.id);
    if (terms.rewardMinor <= 0n) continue;
    for (const row of await findQualifiedPending(deps.db, merchant.id, terms)) {
      try {
        await settleReferral(deps, merchant, row, terms);
      } catch (error) {
        onError(row.referral.inviteeId, error);
      }
    }
  }
}

/** How often pending invitees are looked at: a qualifying invitee pays its inviter within minutes. */
const PASS_INTERVAL_MS = 5 * 60_000;

/** The referral job on this node (with the other periodic money jobs). */
export function scheduleReferrals(app: FastifyInstance): void {
  const deps: PromoDeps = { db: app.db, ledger: app.ledger, clock: app.clock };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runReferralPass(deps, (inviteeId, error) =>
      app.log.warn({ err: error, inviteeId }, 'a referral could not be settled; a later pass tries again'),
    )
      .catch((error: unknown) => app.log.warn({ err: error }, 'the referral job failed; the next pass tries again'))
      .finally(() => {
        running = false;
      });
  }, PASS_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
