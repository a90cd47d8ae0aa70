import { GAME_TYPES, type GameType } from '@fortuna/contracts/catalogue';
import type { RebateRates, VipLevel, VipLevelInput } from '@fortuna/contracts/vip';

/** One row of the VIP table as typed: every field text, rebate rates per game area ('' for none). */
export interface VipLevelDraft {
  nameEn: string;
  nameTy: string;
  validBetThreshold: string;
  depositThreshold: string;
  upgradeBonus: string;
  monthlyBonus: string;
  birthdayBonus: string;
  keepValidBet: string;
  rebate: Record<GameType, string>;
}

const noRates = (): Record<GameType, string> => ({
  LIVE: '',
  RNG: '',
  FISH: '',
  PVP: '',
  SPORTS: '',
  ESPORTS: '',
  LOTT: '',
  ELOTT: '',
  COCKFIGHT: '',
});

export function draftOf(level: VipLevel): VipLevelDraft {
  const rebate = noRates();
  for (const area of GAME_TYPES) rebate[area] = level.rebateRates[area] ?? '';
  return {
    nameEn: level.names.EN,
    nameTy: level.names.TY,
    validBetThreshold: level.validBetThreshold.amount,
    depositThreshold: level.depositThreshold.amount,
    upgradeBonus: level.upgradeBonus.amount,
    monthlyBonus: level.monthlyBonus.amount,
    birthdayBonus: level.birthdayBonus.amount,
    keepValidBet: level.keepValidBet.amount,
    rebate,
  };
}

export function emptyDraft(): VipLevelDraft {
  return {
    nameEn: '',
    nameTy: '',
    validBetThreshold: '0',
    depositThreshold: '0',
    upgradeBonus: '0',
    monthlyBonus: '0',
    birthdayBonus: '0',
    keepValidBet: '0',
    rebate: noRates(),
  };
}

/** The draft as the API takes it; areas left empty have no rebate. */
export function inputOf(draft: VipLevelDraft): VipLevelInput {
  const rebateRates: RebateRates = {};
  for (const area of GAME_TYPES) {
    const rate = draft.rebate[area].trim();
    if (rate !== '') rebateRates[area] = rate;
  }
  return {
    names: { EN: draft.nameEn, TY: draft.nameTy },
    validBetThreshold: draft.validBetThreshold.trim(),
    depositThreshold: draft.depositThreshold.trim(),
    upgradeBonus: draft.upgradeBonus.trim(),
    monthlyBonus: draft.monthlyBonus.trim(),
    birthdayBonus: draft.birthdayBonus.trim(),
    keepValidBet: draft.keepValidBet.trim(),
    rebateRates,
  };
}
