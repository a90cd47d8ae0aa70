import { VN_PROVINCES, type VnDraw, type VnProvince } from '@fortuna/contracts/lottery-vn';
import { layoutOf, type VnRegion } from '@fortuna/games/lottery/regional-result';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/date-time';
import { PrizeRows } from './ResultBoard';

export function provinceName(code: string): string {
  return VN_PROVINCES[code as VnProvince] ?? code;
}

/**
 * A regional result as players know its table: the North from the special prize down to the 7th (27
 * numbers), the South and Central from the 8th prize up to the special (18 numbers).
 */
export function VnResultBoard({
  draw,
  region,
}: {
  draw: Pick<VnDraw, 'drawId' | 'province' | 'drawAt' | 'result'>;
  region: VnRegion;
}) {
  const { t } = useTranslation();
  const result = draw.result ?? {};
  const layout = region === 'north' ? layoutOf(region) : [...layoutOf(region)].reverse();
  return (
    <section
      className={`lottery-board lottery-board--${region}`}
      data-testid="vn-result-board"
      data-draw-id={draw.drawId}
    >
      <header className="lottery-board__head">
        <h2>
          {t('lotteryVn.resultOf', { province: provinceName(draw.province), when: formatDay(new Date(draw.drawAt)) })}
        </h2>
      </header>
      <PrizeRows tiers={layout} result={result} />
    </section>
  );
}
