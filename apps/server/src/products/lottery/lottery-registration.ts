import { LOTTERY_VENDOR_CODE } from '@fortuna/contracts/lottery';
import type { Db } from '../../db/client';
import { registerInProcessVendor } from '../../modules/catalogue/in-process-vendor';
import type { VendorKeys } from '../../modules/seamless/vendor-keys';
import { LOTTERY_CATALOGUE } from './lottery-games';

/** The /lottery page opens the game with the launch token (spec §7 lottery lobby launch). */
export const LOTTERY_LAUNCH_URL = '/lottery?gameCode={gameCode}&token={token}&lang={language}';
export const LOTTERY_RECALL_URL = '/lottery?bet={roundId}';

/** Lists the lottery beside the platform (vendor row, ELOTT games, seamless API key) and returns its secret. */
export function registerLotteryVendor(db: Db, vendorKeys: VendorKeys): Promise<string> {
  return registerInProcessVendor(db, vendorKeys, {
    code: LOTTERY_VENDOR_CODE,
    name: 'Fortuna Loto',
    gameType: 'ELOTT',
    iconUrl: '/games/fortuna-lottery.svg',
    launchUrl: LOTTERY_LAUNCH_URL,
    recallUrl: LOTTERY_RECALL_URL,
    games: LOTTERY_CATALOGUE,
  });
}
