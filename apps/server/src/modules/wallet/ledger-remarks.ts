import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fortuna/contracts/system';

/**
 * Remarks the platform itself writes on a member's ledger entries. The entry keeps the English text
 * (what staff read in the back office) and the kind, so the member's history shows it in the member's
 * language; remarks people typed (a transfer note, a staff bonus reason) are shown as written.
 */
export type SystemRemark =
  | { kind: 'deposit'; orderNo: string }
  | { kind: 'withdrawal'; orderNo: string }
  | { kind: 'demo_balance' }
  | { kind: 'starting_balance' }
  | { kind: 'promotion_reward' }
  | { kind: 'referral_reward' }
  | { kind: 'vip_upgrade_bonus'; rank: number }
  | { kind: 'vip_monthly_bonus'; rank: number }
  | { kind: 'vip_birthday_bonus'; rank: number }
  | { kind: 'rebate' }
  | { kind: 'points_convert' };

/** Each kind's words; an order's remark is followed by its number. */
const TEXTS: Record<Language, Record<SystemRemark['kind'], string>> = {
  EN: {
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    demo_balance: 'Free play demo balance',
    starting_balance: 'Demo starting balance',
    promotion_reward: 'Promotion reward',
    referral_reward: 'Referral reward',
    vip_upgrade_bonus: 'VIP upgrade bonus, level',
    vip_monthly_bonus: 'VIP monthly bonus, level',
    vip_birthday_bonus: 'VIP birthday bonus, level',
    rebate: 'Rebate on valid bet',
    points_convert: 'Points converted to balance',
  },
  TY: {
    deposit: 'Nạp tiền',
    withdrawal: 'Rút tiền',
    demo_balance: 'Số dư chơi thử',
    starting_balance: 'Số dư ban đầu',
    promotion_reward: 'Thưởng khuyến mãi',
    referral_reward: 'Thưởng giới thiệu bạn bè',
    vip_upgrade_bonus: 'Thưởng thăng cấp bậc hội viên, cấp',
    vip_monthly_bonus: 'Thưởng hằng tháng bậc hội viên, cấp',
    vip_birthday_bonus: 'Thưởng sinh nhật bậc hội viên, cấp',
    rebate: 'Hoàn trả theo cược hợp lệ',
    points_convert: 'Đổi điểm thành số dư',
  },
};

/** A system remark's words in `language` (an order's number or a level's rank after them). */
export function textOf(remark: SystemRemark, language: Language): string {
  const words = TEXTS[language][remark.kind];
  if ('orderNo' in remark) return `${words} ${remark.orderNo}`;
  return 'rank' in remark ? `${words} ${remark.rank}` : words;
}

/** The metadata of an entry carrying a system remark: its English text and what it is. */
export function systemRemark(remark: SystemRemark): { remark: string; systemRemark: SystemRemark } {
  return { remark: textOf(remark, 'EN'), systemRemark: remark };
}

/** Entries written before remarks carried their kind: the English texts the platform wrote then. */
function legacyRemark(text: string): SystemRemark | undefined {
  const order = /^(Deposit|Withdrawal) (\S+)$/.exec(text);
  if (order?.[2]) return { kind: order[1] === 'Deposit' ? 'deposit' : 'withdrawal', orderNo: order[2] };
  if (/^Free (play|trial) demo balance$/.test(text)) return { kind: 'demo_balance' };
  if (text === 'Demo starting balance') return { kind: 'starting_balance' };
  return undefined;
}

function isSystemRemark(value: unknown): value is SystemRemark {
  if (!value || typeof value !== 'object' || !('kind' in value)) return false;
  const { kind } = value as { kind: unknown };
  if (kind === 'deposit' || kind === 'withdrawal') {
    return typeof (value as { orderNo?: unknown }).orderNo === 'string';
  }
  if (kind === 'vip_upgrade_bonus' || kind === 'vip_monthly_bonus' || kind === 'vip_birthday_bonus')
    return typeof (value as { rank?: unknown }).rank === 'number';
  return (
    kind === 'demo_balance' ||
    kind === 'starting_balance' ||
    kind === 'promotion_reward' ||
    kind === 'referral_reward' ||
    kind === 'rebate' ||
    kind === 'points_convert'
  );
}

/** An entry's remark as the member reads it, in `language` (the member's own; the site's default otherwise). */
export function remarkFor(metadata: Record<string, unknown>, language: string): string {
  const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const text = typeof metadata.remark === 'string' ? metadata.remark : '';
  const known = isSystemRemark(metadata.systemRemark) ? metadata.systemRemark : legacyRemark(text);
  return known ? textOf(known, shown) : text;
}
