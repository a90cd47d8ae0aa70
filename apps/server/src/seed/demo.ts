import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import { LIVE_CHAT_URL } from '@fortuna/contracts/cs-path';
import { LANGUAGES } from '@fortuna/contracts/system';
import type { Db } from '../db/client';
import { accounts, promoPromotions, promoReferralSettings, promoVipLevels, siteContent } from '../db/schema/index';
import { inTransaction } from '../db/transaction';
import { insertHelpArticles } from '../modules/help/help.repo';
import { Ledger } from '../modules/ledger/ledger.service';
import { defaultMerchantSettings } from '../modules/merchants/merchant-defaults';
import { findMerchantByCode, insertMerchant, replaceDomains } from '../modules/merchants/merchants.repo';
import { sealGatewaySecret } from '../modules/payments/channels.service';
import { findStaffByUsername, insertStaff } from '../modules/staff/staff.repo';
import { systemRemark } from '../modules/wallet/ledger-remarks';
import { openMemberWallets, worldAccount } from '../modules/wallet/member-wallets';
import { hashPassword } from '../security/passwords';
import { ServerSecrets } from '../security/server-secrets';
import { seedAgentContracts } from './agents';
import { DEMO_HELP_ARTICLES } from './help-articles';
import { DEMO_GATEWAY_SECRET, seedPayments } from './payments';
import { demoPromotions } from './promotions';
import { DEMO_SITE_CONTENT } from './site-content';
import { demoVipLevels } from './vip-levels';

export const DEMO_MERCHANT_CODE = 'DEMO';
export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_PAYMENT_PASSWORD = '246810';
/** ₫1,000,000.00 for each demo login to play and transfer with. */
/** The demo promotions run from this day, open-ended. */
export const DEMO_PROMOTIONS_SINCE = new Date('2026-01-01T00:00:00Z');
export const DEMO_STARTING_BALANCE_MINOR = 100_000_000n;
/** `trader`: an operator, the second staff member who approves results at the sportsbook's trading desk. */
export const DEMO_LOGINS = {
  member: 'demo01',
  agent: 'agent01',
  staff: 'admin',
  finance: 'finance',
  trader: 'trader',
} as const;
/** agent01's affiliate code and demo01's referral code. */
export const DEMO_INVITE_CODES = { agent: 'AGENT01', member: 'DEMO01' } as const;
/** demo01's bound mobile (+84 912 345 678) and email: SMS login, resets and second factor use them. */
export const DEMO_MEMBER_CONTACT = {
  dialingCode: '84',
  mobileNumber: '912345678',
  email: 'demo01@example.com',
} as const;

/**
 * Seeds the demo merchant, its help centre and the demo logins on a fresh embedded database.
 * Does nothing when the demo merchant already exists. Never called in production mode.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await findMerchantByCode(db, DEMO_MERCHANT_CODE)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const paymentPasswordHash = await hashPassword(DEMO_PAYMENT_PASSWORD);
  const ledger = new Ledger(db);
  // Sealed before the transaction: the key is a server secret written on its own connection.
  const sealedGatewaySecret = await sealGatewaySecret(new ServerSecrets(db), DEMO_GATEWAY_SECRET);
  await inTransaction(db, async (tx) => {
    const settings = defaultMerchantSettings();
    settings.whitelabel.allowPlainJson = true;
    settings.whitelabel.smsLogin = true;
    settings.site.customerService = [{ csType: 'LIVECHAT', title: 'Chăm sóc khách hàng', path: LIVE_CHAT_URL }];
    // The demo writes money the Vietnamese way: 1.000.000,00 (its default language TY is the settings' default).
    settings.site.numberFormat = 'vi-VN';
    const merchant = await insertMerchant(tx, {
      code: DEMO_MERCHANT_CODE,
      name: 'Fortuna Demo',
      currency: 'VND',
      currencySymbol: '₫',
      ...settings,
    });
    await replaceDomains(tx, merchant.id, [{ domain: 'localhost', isMain: true }]);
    const [agent] = await tx
      .insert(accounts)
      .values({
        merchantId: merchant.id,
        username: DEMO_LOGINS.agent,
        passwordHash,
        paymentPasswordHash,
        type: ACCOUNT_TYPE.AGENT,
        nickname: 'Demo Agent',
        inviteCode: DEMO_INVITE_CODES.agent,
      })
      .returning({ id: accounts.id });
    const [member] = await tx
      .insert(accounts)
      .values({
        merchantId: merchant.id,
        username: DEMO_LOGINS.member,
        passwordHash,
        paymentPasswordHash,
        type: ACCOUNT_TYPE.MEMBER,
        uplineId: agent?.id ?? null,
        nickname: 'Demo Player',
        inviteCode: DEMO_INVITE_CODES.member,
        email: DEMO_MEMBER_CONTACT.email,
        mobileDialingCode: DEMO_MEMBER_CONTACT.dialingCode,
        mobileNumber: DEMO_MEMBER_CONTACT.mobileNumber,
      })
      .returning({ id: accounts.id });
    const world = await worldAccount(tx, merchant);
    for (const owner of [agent, member]) {
      if (!owner) continue;
      const wallets = await openMemberWallets(tx, { id: owner.id, merchantId: merchant.id }, merchant.currency);
      await ledger.applyInTransaction(tx, {
        type: 'transfer',
        merchantId: merchant.id,
        key: `demo-grant:${owner.id}`,
        transfers: [
          {
            debitAccountId: world.id,
            creditAccountId: wallets.main.id,
            amount: DEMO_STARTING_BALANCE_MINOR,
            currency: merchant.currency,
            kind: 'adjustment',
            metadata: systemRemark({ kind: 'starting_balance' }),
          },
        ],
      });
    }
    await tx.insert(promoPromotions).values(demoPromotions(merchant.id, DEMO_PROMOTIONS_SINCE));
    await tx.insert(promoVipLevels).values(demoVipLevels(merchant.id));
    // Invite and earn: 50,000 into the bonus wallet (×3) per friend whose first deposit reaches 200,000 and valid bet 500,000.
    await tx.insert(promoReferralSettings).values({
      merchantId: merchant.id,
      rewardMinor: 5_000_000n,
      wallet: 'bonus',
      wageringMultiple: 3,
      minFirstDepositMinor: 20_000_000n,
      minValidBetMinor: 50_000_000n,
    });
    await insertHelpArticles(
      tx,
      LANGUAGES.flatMap((lang) =>
        DEMO_HELP_ARTICLES[lang].map((article, index) => ({
          merchantId: merchant.id,
          lang,
          device: 'WEB',
          sort: index,
          ...article,
        })),
      ),
    );
    await seedPayments(tx, merchant.id, member?.id, sealedGatewaySecret);
    if (agent) await seedAgentContracts(tx, merchant.id, agent.id);
    await tx.insert(siteContent).values(DEMO_SITE_CONTENT.map((item) => ({ merchantId: merchant.id, ...item })));
    if (!(await findStaffByUsername(tx, DEMO_LOGINS.staff))) {
      await insertStaff(tx, {
        username: DEMO_LOGINS.staff,
        displayName: 'Administrator',
        passwordHash,
        roles: ['admin'],
      });
    }
    if (!(await findStaffByUsername(tx, DEMO_LOGINS.finance))) {
      await insertStaff(tx, {
        username: DEMO_LOGINS.finance,
        displayName: 'Finance',
        passwordHash,
        roles: ['finance'],
      });
    }
    if (!(await findStaffByUsername(tx, DEMO_LOGINS.trader))) {
      await insertStaff(tx, {
        username: DEMO_LOGINS.trader,
        displayName: 'Trader',
        passwordHash,
        roles: ['operator'],
      });
    }
  });
  return true;
}
