import { type FastGameCode, type FastGameFormat, fastFormatOf } from '@fortuna/contracts/lottery';
import { everyMs, MINUTE_MS, type SlotCalendar } from '../kit/slot-calendar';

/** A fast e-lottery game: a draw of its format every `intervalMs`, betting closing `cutoffMs` before it. */
export interface FastGame {
  code: FastGameCode;
  format: FastGameFormat;
  intervalMs: number;
  cutoffMs: number;
  calendar: SlotCalendar;
}

function fastGame(code: FastGameCode, minutes: number, cutoffSeconds: number): FastGame {
  const intervalMs = minutes * MINUTE_MS;
  return {
    code,
    format: fastFormatOf(code),
    intervalMs,
    cutoffMs: cutoffSeconds * 1000,
    calendar: everyMs(intervalMs),
  };
}

export const FAST_GAMES: readonly FastGame[] = [
  fastGame('elott-vn-1', 1, 5),
  fastGame('elott-vn-3', 3, 10),
  fastGame('elott-vn-5', 5, 15),
  fastGame('elott-keno-1', 1, 5),
  fastGame('elott-k3-1', 1, 5),
  fastGame('elott-ssc-1', 1, 5),
];

export function fastGameOf(code: string): FastGame | undefined {
  return FAST_GAMES.find((game) => game.code === code);
}

const FAST_CATALOGUE = [
  { code: 'elott-vn-1', name: 'Fast North Lottery 1 min', names: { TY: 'Xổ Số Miền Bắc Nhanh 1 Phút' } },
  { code: 'elott-vn-3', name: 'Fast North Lottery 3 min', names: { TY: 'Xổ Số Miền Bắc Nhanh 3 Phút' } },
  { code: 'elott-vn-5', name: 'Fast North Lottery 5 min', names: { TY: 'Xổ Số Miền Bắc Nhanh 5 Phút' } },
  { code: 'elott-keno-1', name: 'Keno 1 min', names: { TY: 'Keno 1 Phút' } },
  { code: 'elott-k3-1', name: 'K3 Dice 1 min', names: { TY: 'Xúc Xắc K3 1 Phút' } },
  { code: 'elott-ssc-1', name: 'SSC 5 Digits 1 min', names: { TY: 'SSC 5 Số 1 Phút' } },
].map((entry) => ({
  ...entry,
  gameType: 'ELOTT' as const,
  gameClassify: '',
  isHot: entry.code === 'elott-vn-1',
  artwork: '/games/fortuna-lottery.svg',
  supportsTrial: false,
}));

/** The regional draws (game type LOTT, so the /lott lobby lists them; /vnLottery plays them). */
const VN_CATALOGUE = [
  { code: 'vn-north', name: 'North Lottery', names: { TY: 'Xổ Số Miền Bắc' } },
  { code: 'vn-central', name: 'Central Lottery', names: { TY: 'Xổ Số Miền Trung' } },
  { code: 'vn-south', name: 'South Lottery', names: { TY: 'Xổ Số Miền Nam' } },
].map((entry) => ({
  ...entry,
  gameType: 'LOTT' as const,
  gameClassify: '',
  isHot: entry.code === 'vn-north',
  artwork: '/games/fortuna-lottery.svg',
  supportsTrial: false,
}));

/** The SEA draws (game type LOTT, prize mode SEA; /seaLottery plays them). */
const SEA_CATALOGUE = [
  { code: 'sea-magnum', name: 'Magnum 4D', names: { TY: 'Magnum 4D' } },
  { code: 'sea-damacai', name: 'Da Ma Cai 4D', names: { TY: 'Da Ma Cai 4D' } },
  { code: 'sea-toto', name: 'Toto 4D', names: { TY: 'Toto 4D' } },
  { code: 'sea-thai', name: 'Thai Lottery', names: { TY: 'Xổ Số Thái Lan' } },
].map((entry) => ({
  ...entry,
  gameType: 'LOTT' as const,
  gameClassify: '',
  isHot: entry.code === 'sea-magnum',
  artwork: '/games/fortuna-lottery.svg',
  supportsTrial: false,
}));

/** The catalogue rows of the lottery: fast draws under ELOTT, regional and SEA draws under LOTT. */
export const LOTTERY_CATALOGUE = [...FAST_CATALOGUE, ...VN_CATALOGUE, ...SEA_CATALOGUE];

/** Stake per point in minor units: ₫1,000 to ₫10,000,000 (VND), 0.10 to 10,000.00 otherwise. */
export function stakeLimitsOf(currency: string): { minStake: bigint; maxStake: bigint } {
  return currency === 'VND'
    ? { minStake: 100_000n, maxStake: 1_000_000_000n }
    : { minStake: 10n, maxStake: 1_000_000n };
}
