import { STUDIO_VENDOR_CODE } from '@fortuna/contracts/studio';
import type { Db } from '../../db/client';
import { registerInProcessVendor } from '../../modules/catalogue/in-process-vendor';
import type { VendorKeys } from '../../modules/seamless/vendor-keys';
import { STUDIO_CATALOGUE } from './studio-catalogue';

export const STUDIO_LAUNCH_URL = '/studio/play/{gameCode}?token={token}&lang={language}';
export const STUDIO_RECALL_URL = '/studio/recall/{roundId}?exp={exp}&sig={sig}';

/** Lists the studio beside the platform it runs in (vendor row, games, seamless API key) and returns its secret. */
export function registerStudioVendor(db: Db, vendorKeys: VendorKeys): Promise<string> {
  return registerInProcessVendor(db, vendorKeys, {
    code: STUDIO_VENDOR_CODE,
    name: 'Fortuna Studio',
    gameType: 'RNG',
    iconUrl: '/games/fortuna-studio.svg',
    launchUrl: STUDIO_LAUNCH_URL,
    recallUrl: STUDIO_RECALL_URL,
    games: STUDIO_CATALOGUE,
  });
}
