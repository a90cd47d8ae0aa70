import { isAgentType } from '@fortuna/contracts/accounts';
import type { PromoPreview, PromoPreviewInput } from '@fortuna/contracts/promotions';
import { and, eq, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { findMerchantById } from '../merchants/merchants.repo';
import { audienceRefusal, memberRankReader, resolveAudience } from './promo-audience';
import { findPromotion, type PromotionRow } from './promotions.repo';
import { memberFacts, type PromoDeps, presentPromotion } from './promotions.service';
import { promotionValues } from './promotions-admin.service';
import { raffleFactsOf, raffleViewOf } from './raffle.service';

/**
 * Preview as a member: the promotion (a draft, or the saved one being edited) rendered with a chosen member's
 * state in a chosen language, exactly as the site would show the card and its detail. Nothing is written:
 * reading the member's level may record a level they reached, as any page they open would.
 */
export async function previewPromotion(
  deps: PromoDeps,
  merchantId: number,
  input: PromoPreviewInput,
): Promise<PromoPreview> {
  const merchant = await findMerchantById(deps.db, merchantId);
  if (!merchant) throw new AppError('UNKNOWN_MERCHANT');
  const [member] = await deps.db
    .select()
    .from(accounts)
    .where(
      and(eq(accounts.merchantId, merchantId), eq(sql`lower(${accounts.username})`, input.username.toLowerCase())),
    );
  if (!member || isAgentType(member.type)) throw new AppError('PREVIEW_MEMBER_NOT_FOUND');
  const saved = input.promotionId === undefined ? undefined : await findPromotion(deps.db, input.promotionId);
  if (input.promotionId !== undefined && saved?.merchantId !== merchantId) throw new AppError('PROMOTION_NOT_FOUND');
  const now = deps.clock.now();
  const values = promotionValues(input.promotion);
  const draft: PromotionRow = {
    ...values,
    id: saved?.id ?? 0,
    merchantId,
    status: 'active',
    createdAt: saved?.createdAt ?? now,
    updatedAt: now,
    audience: values.audience ?? 'all',
    endsAt: values.endsAt ?? null,
    artworkUrl: values.artworkUrl ?? '',
    wallet: values.wallet ?? 'main',
    wageringMultiple: values.wageringMultiple ?? 0,
    sort: values.sort ?? 0,
    audienceDetail: await resolveAudience(deps.db, merchantId, input.promotion),
  };
  const refusal = await audienceRefusal(deps.db, draft, member, now, memberRankReader(deps, merchant, member));
  const evaluate = await memberFacts(deps, deps.db, member);
  const isSavedRaffle = saved !== undefined && draft.rule.kind === 'raffle';
  const evaluation = evaluate(
    draft,
    undefined,
    isSavedRaffle ? await raffleFactsOf(deps.db, draft.id, member.id) : undefined,
  );
  const raffle = await raffleViewOf(deps.db, draft, member.id, now);
  return {
    promotion: presentPromotion(draft, input.language, evaluation, raffle),
    isInAudience: refusal === null,
    audienceCode: refusal,
  };
}
