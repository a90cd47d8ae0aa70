import type { LotteryDraw } from '@fortuna/contracts/lottery';
import { NORTH_LAYOUT } from '@fortuna/games/lottery/north-result';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeOfDay } from '../../../lib/date-time';
import { VerifyDialog } from './VerifyDialog';

/** A number with its last two digits marked (what lô is played on). */
function PrizeNumber({ number }: { number: string }) {
  return (
    <span className="lottery-number">
      {number.slice(0, -2)}
      <b>{number.slice(-2)}</b>
    </span>
  );
}

/** The rows of a result table: each prize's label and its numbers, in the order given. */
export function PrizeRows({
  tiers,
  result,
}: {
  tiers: readonly { prize: string }[];
  result: Readonly<Record<string, readonly string[]>>;
}) {
  const { t } = useTranslation();
  return (
    <table className="lottery-board__table">
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.prize} className={`lottery-board__row lottery-board__row--${tier.prize}`}>
            <th scope="row">{t(`lottery.prizes.${tier.prize}` as 'lottery.prizes.special')}</th>
            <td>
              {(result[tier.prize] ?? []).map((number, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a prize may repeat a number; its place is its key
                <PrizeNumber key={index} number={number} />
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The result board as players know it: special prize on top, each prize's numbers on its row. */
/** A fast draw's latest result: its time, a Verify button and dialog, and the numbers the format shows. */
export function DrawResultFrame({ draw, children }: { draw: LotteryDraw; children: ReactNode }) {
  const { t } = useTranslation();
  const [isVerifying, setIsVerifying] = useState(false);
  return (
    <section className="lottery-board" data-testid="lottery-result-board" data-draw-id={draw.drawId}>
      <header className="lottery-board__head">
        <h2>{t('lottery.drawNo', { time: formatTimeOfDay(draw.drawAt) })}</h2>
        <button type="button" className="btn btn--ghost lottery-board__verify" onClick={() => setIsVerifying(true)}>
          {t('lottery.verify')}
        </button>
      </header>
      {children}
      {isVerifying && <VerifyDialog draw={draw} onClose={() => setIsVerifying(false)} />}
    </section>
  );
}

export function ResultBoard({ draw }: { draw: LotteryDraw }) {
  return (
    <DrawResultFrame draw={draw}>
      <PrizeRows tiers={NORTH_LAYOUT} result={draw.result ?? {}} />
    </DrawResultFrame>
  );
}
