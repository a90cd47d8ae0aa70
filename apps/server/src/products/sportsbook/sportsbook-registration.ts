import {
  ESPORTS_EVENTS_GAME,
  SPORTS_EVENTS_GAME,
  SPORTS_VENDOR_CODE,
  VIRTUAL_FOOTBALL_GAME,
} from '@fortuna/contracts/sportsbook';
import type { Db } from '../../db/client';
import { registerInProcessVendor } from '../../modules/catalogue/in-process-vendor';
import type { VendorKeys } from '../../modules/seamless/vendor-keys';

export const SPORTS_LAUNCH_URL = '/sportsbook/play/{gameCode}?token={token}&lang={language}';
/**
 * No replay address yet: the bet record offers Replay only for a vendor with one, and the sportsbook has no
 * recall page (its own window shows each bet's match and result under My bets).
 */
export const SPORTS_RECALL_URL = '';

/**
 * Lists the sportsbook beside the platform (vendor row, an API key; games: the virtual league and the desk's
 * events under SPORTS, the desk's e-sports events under ESPORTS); returns its secret.
 */
export function registerSportsbookVendor(db: Db, vendorKeys: VendorKeys): Promise<string> {
  return registerInProcessVendor(db, vendorKeys, {
    code: SPORTS_VENDOR_CODE,
    name: 'Fortuna Arena',
    gameType: 'SPORTS',
    iconUrl: '/games/fortuna-sports.svg',
    launchUrl: SPORTS_LAUNCH_URL,
    recallUrl: SPORTS_RECALL_URL,
    games: [
      {
        code: VIRTUAL_FOOTBALL_GAME,
        name: 'Virtual Football League',
        names: { TY: 'Giải Bóng Đá Ảo' },
        gameType: 'SPORTS',
        gameClassify: '',
        isHot: true,
        artwork: '/games/fortuna-virtual-football.svg',
        supportsTrial: false,
      },
      {
        code: SPORTS_EVENTS_GAME,
        name: 'Fortuna Arena Sports',
        names: { TY: 'Thể Thao Fortuna Arena' },
        gameType: 'SPORTS',
        gameClassify: '',
        isHot: true,
        artwork: '/games/fortuna-sportsbook.svg',
        supportsTrial: false,
      },
      {
        code: ESPORTS_EVENTS_GAME,
        name: 'Fortuna Arena E-sports',
        names: { TY: 'Thể Thao Điện Tử Fortuna Arena' },
        gameType: 'ESPORTS',
        gameClassify: '',
        isHot: true,
        artwork: '/games/fortuna-esports.svg',
        supportsTrial: false,
      },
    ],
  });
}
