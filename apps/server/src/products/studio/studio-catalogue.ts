import type { GameNameTranslations } from '@fortuna/contracts/catalogue';
import { minorToDecimal } from '@fortuna/contracts/money';
import type { StudioGameInfo } from '@fortuna/contracts/studio';
import { isLanguage } from '@fortuna/contracts/system';
import type { AnyStudioGame } from '@fortuna/games/studio/game';
import { AppError } from '../../http/app-error';
import { jsonSafe } from './json-safe';

/** Table limits of the studio in minor units (hundredths) of the session's currency: total stake per round. */
const STUDIO_LIMITS: Readonly<Record<string, { minStake: bigint; maxStake: bigint }>> = {
  // ₫1,000 to ₫10,000,000; the demo money plays at the same scale as the site's VND.
  VND: { minStake: 100_000n, maxStake: 1_000_000_000n },
  DEMO: { minStake: 100_000n, maxStake: 1_000_000_000n },
};
/** 0.10 to 10,000.00 in any other currency. */
const DEFAULT_LIMITS = { minStake: 10n, maxStake: 1_000_000n };

export function stakeLimitsOf(currency: string) {
  return STUDIO_LIMITS[currency] ?? DEFAULT_LIMITS;
}

/** The studio's games as the catalogue lists them: names, lobby placement and artwork. */
export const STUDIO_CATALOGUE = [
  {
    code: 'fortuna-slot-20',
    name: 'Lucky Fortune 20',
    names: { TY: 'Vận May 20' },
    gameType: 'RNG',
    gameClassify: '',
    isHot: true,
    artwork: '/games/fortuna-slot-20.svg',
  },
  {
    code: 'fortuna-roulette',
    name: 'European Roulette',
    names: { TY: 'Cò Quay Châu Âu' },
    gameType: 'RNG',
    gameClassify: 'TG',
    isHot: true,
    artwork: '/games/fortuna-roulette.svg',
  },
  {
    code: 'fortuna-dice',
    name: 'Fortuna Dice',
    names: { TY: 'Xúc Xắc Fortuna' },
    gameType: 'RNG',
    gameClassify: 'AC',
    isHot: false,
    artwork: '/games/fortuna-dice.svg',
  },
  {
    code: 'fortuna-slot-classic',
    name: 'Fruit Classic',
    names: { TY: 'Trái Cây Cổ Điển' },
    gameType: 'RNG',
    gameClassify: '',
    isHot: false,
    artwork: '/games/fortuna-slot-classic.svg',
  },
  {
    code: 'fortuna-slot-243',
    name: 'Dragon Ways 243',
    names: { TY: 'Rồng Vàng 243' },
    gameType: 'RNG',
    gameClassify: '',
    isHot: true,
    artwork: '/games/fortuna-slot-243.svg',
  },
  {
    code: 'fortuna-slot-jackpot',
    name: 'Mega Fortune Jackpot',
    names: { TY: 'Nổ Hũ Siêu Cấp' },
    gameType: 'RNG',
    gameClassify: 'JP',
    isHot: true,
    artwork: '/games/fortuna-slot-jackpot.svg',
  },
  {
    code: 'fortuna-scratch',
    name: 'Lucky Scratch',
    names: { TY: 'Cào Trúng Thưởng' },
    gameType: 'RNG',
    gameClassify: 'SC',
    isHot: false,
    artwork: '/games/fortuna-scratch.svg',
  },
  {
    code: 'fortuna-plinko',
    name: 'Plinko',
    names: { TY: 'Bi Rơi Plinko' },
    gameType: 'RNG',
    gameClassify: 'AC',
    isHot: true,
    artwork: '/games/fortuna-plinko.svg',
  },
  {
    code: 'fortuna-baccarat',
    name: 'Baccarat',
    names: { TY: 'Bài Baccarat' },
    gameType: 'RNG',
    gameClassify: 'TG',
    isHot: false,
    artwork: '/games/fortuna-baccarat.svg',
  },
  {
    code: 'fortuna-mines',
    name: 'Mines',
    names: { TY: 'Dò Mìn' },
    gameType: 'RNG',
    gameClassify: 'AC',
    isHot: true,
    artwork: '/games/fortuna-mines.svg',
  },
  {
    code: 'fortuna-blackjack',
    name: 'Blackjack',
    names: { TY: 'Xì Dách' },
    gameType: 'RNG',
    gameClassify: 'TG',
    isHot: true,
    artwork: '/games/fortuna-blackjack.svg',
  },
  {
    code: 'fortuna-video-poker',
    name: 'Jacks or Better',
    names: { TY: 'Poker Đôi J Trở Lên' },
    gameType: 'RNG',
    gameClassify: 'VP',
    isHot: false,
    artwork: '/games/fortuna-video-poker.svg',
  },
  {
    code: 'fortuna-crash',
    name: 'Crash',
    names: { TY: 'Tên Lửa' },
    gameType: 'RNG',
    gameClassify: 'AC',
    isHot: true,
    artwork: '/games/fortuna-crash.svg',
  },
] as const;

export function isServedGame(code: string): boolean {
  return STUDIO_CATALOGUE.some((entry) => entry.code === code);
}

/** The game's name in the session's language (Vietnamese names for TY), else its listed name. */
function nameOf(code: string, language: string): string {
  const listed = STUDIO_CATALOGUE.find((entry) => entry.code === code);
  if (!listed) return code;
  return (isLanguage(language) && (listed.names as GameNameTranslations)[language]) || listed.name;
}

export function gameInfoOf(game: AnyStudioGame, currency: string, language: string): StudioGameInfo {
  const limits = stakeLimitsOf(currency);
  return {
    code: game.code,
    name: nameOf(game.code, language),
    version: game.version,
    statedRtp: game.statedRtp,
    paytable: jsonSafe(game.paytable),
    minStake: limits.minStake.toString(),
    maxStake: limits.maxStake.toString(),
  };
}

/** Refuses a total stake outside the table limits, naming them. */
export function checkStakeLimits(stake: bigint, currency: string): void {
  const { minStake, maxStake } = stakeLimitsOf(currency);
  if (stake < minStake || stake > maxStake) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The total stake must be from ${minorToDecimal(minStake)} to ${minorToDecimal(maxStake)}`,
    );
  }
}
