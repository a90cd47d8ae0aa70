import type { AdminPromotion } from '@fortuna/contracts/promotions';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { uniqueUsername, withoutCaptcha } from './accounts';
import { demoMerchantId, openBackOffice, signInBackOffice, staffCall } from './browser';
import { registerFundedMember } from './loyalty-journey';
import { browserForJourneys } from './studio-journey';

const baseUrl = inject('baseUrl');
const browser = browserForJourneys();

async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.PROMO_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/** Taps the promotion's claim button in the member centre's reward centre. */
async function claimInRewardCentre(page: Page, promotionId: number): Promise<void> {
  await page.goto(`${baseUrl}/member?page=rewardCenter`);
  await page.getByTestId('reward-centre').waitFor();
  await page.getByTestId(`promotion-claim-${promotionId}`).click();
}

it('staff limit a check-in to one claim per member in the back office; the member’s used-up check-in is no longer offered', async () => {
  const merchantId = await demoMerchantId(baseUrl);
  const settingsPath = `/api/admin/payments/settings?merchantId=${merchantId}`;
  const { value: settings } = await staffCall<{ timeZone: string }>(baseUrl, settingsPath);
  const setTimeZone = async (timeZone: string) => {
    const saved = await staffCall(baseUrl, settingsPath, {
      method: 'PUT',
      body: JSON.stringify({ merchantId, timeZone }),
    });
    expect(saved.success).toBe(true);
  };
  const username = uniqueUsername('limit');
  let promotionId: number | undefined;
  // The local day is cut in the merchant's time zone: the first claim falls on a day 12 hours behind UTC; moving
  // the zone 14 hours ahead of UTC later starts the member's next local day, when the check-in is claimable again.
  await setTimeZone('Etc/GMT+12');
  try {
    await withoutCaptcha(baseUrl, async () => {
      const member = await browser().newPage({ viewport: { width: 390, height: 844 } });
      await registerFundedMember(member, baseUrl, merchantId, username);
      // The member is the promotion's only audience, so no other journey sees it.
      const created = await staffCall<AdminPromotion>(baseUrl, `/api/admin/promotions?merchantId=${merchantId}`, {
        method: 'POST',
        body: JSON.stringify({
          category: 'daily',
          audience: 'member_list',
          memberUsernames: [username],
          startsAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
          endsAt: null,
          artworkUrl: '',
          texts: {
            EN: { title: `Daily check-in ${username}`, terms: 'Check in every day.' },
            TY: { title: `Điểm danh hằng ngày ${username}`, terms: 'Điểm danh mỗi ngày.' },
          },
          rule: { kind: 'daily_checkin', streakRewards: ['1000'] },
          wallet: 'main',
          wageringMultiple: 0,
          sort: 0,
        }),
      });
      if (!created.success) throw new Error(`promotion not created: ${created.message}`);
      const promotion = created.value;
      promotionId = promotion.id;
      await claimInRewardCentre(member, promotion.id);
      await member.getByTestId('reward-claimed').waitFor();

      const staff = await browser().newPage({ viewport: { width: 1366, height: 768 } });
      await openBackOffice(staff, baseUrl, `/promotions?merchant=${merchantId}`);
      const openLimits = async () => {
        await staff.getByTestId('promo-row').filter({ hasText: username }).getByTestId('promo-edit').click();
        await staff.getByTestId('promo-limits').waitFor();
      };
      await openLimits();
      const perMember = staff.getByTestId('promo-limit-perMember');
      await expect.poll(() => perMember.inputValue()).toBe('');
      // The server's validation is shown beside the field it refuses.
      await perMember.fill('0');
      await staff.getByTestId('promo-limits-save').click();
      await staff.locator('#promo-limit-perMember-error').waitFor();
      expect(await staff.locator('#promo-limit-perMember-error').textContent()).toMatch(/>=\s*1/);
      await perMember.fill('1');
      await staff.getByTestId('promo-limits-save').click();
      await staff.getByText('Claim limits saved').waitFor();
      await shot(staff, 'limits-admin-1366');
      // Saved: a new visit shows the limit again, the other two still empty (no limit).
      await staff.reload();
      await openLimits();
      await expect.poll(() => staff.getByTestId('promo-limit-perMember').inputValue()).toBe('1');
      expect(await staff.getByTestId('promo-limit-perDevice').inputValue()).toBe('');
      expect(await staff.getByTestId('promo-limit-perPayeeAccount').inputValue()).toBe('');
      await staff.close();

      // Finance staff read the limits but cannot change them: no edit, no save, the fields read-only.
      const finance = await browser().newPage({ viewport: { width: 1366, height: 768 } });
      await signInBackOffice(finance, baseUrl, 'finance');
      await finance.goto(`${baseUrl}/admin/promotions?merchant=${merchantId}`);
      const financeRow = finance.getByTestId('promo-row').filter({ hasText: username });
      await financeRow.getByTestId('promo-limits-view').click();
      await finance.getByTestId('promo-limits-dialog').waitFor();
      const readOnlyLimit = finance.getByTestId('promo-limit-perMember');
      await expect.poll(() => readOnlyLimit.inputValue()).toBe('1');
      expect(await readOnlyLimit.getAttribute('readonly')).not.toBeNull();
      expect(await finance.getByTestId('promo-limit-perDevice').inputValue()).toBe('');
      expect(await finance.getByTestId('promo-limits-save').count()).toBe(0);
      expect(await financeRow.getByTestId('promo-edit').count()).toBe(0);
      await shot(finance, 'limits-finance-1366');
      await finance.close();

      // The member's next local day: the check-in would be claimable again, but the limit is used up, so the
      // site no longer offers it (the server refuses such a claim with PROMOTION_MEMBER_LIMIT, tested there).
      await setTimeZone('Pacific/Kiritimati');
      await member.goto(`${baseUrl}/member?page=rewardCenter`);
      await member.getByTestId('reward-centre').waitFor();
      await expect
        .poll(async () => member.getByTestId('reward-history').textContent())
        .toContain(`Điểm danh hằng ngày ${username}`);
      expect(await member.getByTestId(`promotion-claim-${promotion.id}`).count()).toBe(0);
      expect(await member.getByTestId('reward-history').locator('li').count()).toBe(1);
      await shot(member, 'limits-used-up-390');
      await member.goto(`${baseUrl}/promotions`);
      const state = member.getByTestId(`promotion-state-${promotion.id}`);
      await state.waitFor();
      expect(await state.textContent()).toBe('Không khả dụng');
      await member.goto(`${baseUrl}/member?page=bonusDetails`);
      await member.getByTestId('bonus-list').waitFor();
      await shot(member, 'limits-bonus-details-390');
      await member.close();
    });
  } finally {
    await setTimeZone(settings.timeZone);
    if (promotionId !== undefined)
      await staffCall(baseUrl, `/api/admin/promotions/${promotionId}/status`, {
        method: 'POST',
        body: JSON.stringify({ status: 'paused' }),
      });
  }
}, 240_000);
