import { ACCOUNT_TYPE } from '@fortuna/contracts/accounts';
import { LANGUAGES } from '@fortuna/contracts/system';
import type { Db } from '../db/client';
import { accounts } from '../db/schema/index';
import { inTransaction } from '../db/transaction';
import { insertHelpArticles } from '../modules/help/help.repo';
import { defaultMerchantSettings } from '../modules/merchants/merchant-defaults';
import { findMerchantByCode, insertMerchant, replaceDomains } from '../modules/merchants/merchants.repo';
import { findStaffByUsername, insertStaff } from '../modules/staff/staff.repo';
import { hashPassword } from '../security/passwords';
import { DEMO_HELP_ARTICLES } from './help-articles';

export const DEMO_MERCHANT_CODE = 'DEMO';
export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_LOGINS = { member: 'demo01', agent: 'agent01', staff: 'admin' } as const;

/**
 * Seeds the demo merchant, its help centre and the demo logins on a fresh embedded database.
 * Does nothing when the demo merchant already exists. Never called in production mode.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await findMerchantByCode(db, DEMO_MERCHANT_CODE)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await inTransaction(db, async (tx) => {
    const settings = defaultMerchantSettings();
    settings.whitelabel.allowPlainJson = true;
    settings.site.customerService = [{ csType: 'LIVECHAT', title: 'Customer service', path: '/help#contact-us' }];
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
        type: ACCOUNT_TYPE.AGENT,
        nickname: 'Demo Agent',
      })
      .returning({ id: accounts.id });
    await tx.insert(accounts).values({
      merchantId: merchant.id,
      username: DEMO_LOGINS.member,
      passwordHash,
      type: ACCOUNT_TYPE.MEMBER,
      uplineId: agent?.id ?? null,
      nickname: 'Demo Player',
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
    if (!(await findStaffByUsername(tx, DEMO_LOGINS.staff))) {
      await insertStaff(tx, {
        username: DEMO_LOGINS.staff,
        displayName: 'Administrator',
        passwordHash,
        roles: ['admin'],
      });
    }
  });
  return true;
}
