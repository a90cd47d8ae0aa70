import type { LotteryDraw } from '@fortuna/contracts/lottery';
import { K3_SIDES, k3SideWins, k3Sum } from '@fortuna/games/lottery/fast/k3';
import { KENO_SUM_SIDES, kenoSideWins, kenoSum } from '@fortuna/games/lottery/fast/keno';
import { SSC_SIDES, sscSideWins, sscSum } from '@fortuna/games/lottery/fast/ssc';
import { useTranslation } from 'react-i18next';
import { DrawResultFrame } from './ResultBoard';
import './lottery-formats.css';

/** A draw's result in one line: Keno's sum, K3's dice and sum. */
export function FormatResultLine({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation();
  const balls = draw.result?.balls;
  const dice = draw.result?.dice;
  const sidesOf = (wins: string[]) => wins.map((side) => ` · ${t(`lotteryFormats.sides.${side as 'big'}`)}`).join('');
  if (balls) {
    const wins = KENO_SUM_SIDES.filter((side) => kenoSideWins(side, balls));
    return (
      <strong className="lottery-special">
        {t('lotteryFormats.sum', { sum: kenoSum(balls) })}
        {sidesOf(wins)}
      </strong>
    );
  }
  const digits = draw.result?.digits;
  if (digits) {
    const wins = SSC_SIDES.filter((side) => sscSideWins(side, digits));
    return (
      <strong className="lottery-special">
        {digits.join('')} · {t('lotteryFormats.sum', { sum: sscSum(digits) })}
        {sidesOf(wins)}
      </strong>
    );
  }
  if (dice) {
    const wins = K3_SIDES.filter((side) => k3SideWins(side, dice));
    return (
      <strong className="lottery-special">
        {dice.join('-')} · {t('lotteryFormats.sum', { sum: k3Sum(dice) })}
        {sidesOf(wins)}
      </strong>
    );
  }
  return null;
}

/** A Keno, K3 or SSC result's numbers: the 20 balls in order of value, or the dice, or the five digits. */
export function FormatResultNumbers({ draw }: { draw: LotteryDraw }) {
  const balls = [...(draw.result?.balls ?? [])].sort();
  const dice = draw.result?.dice ?? draw.result?.digits ?? [];
  return (
    <>
      {balls.length > 0 && (
        <ol className="keno-balls" data-testid="keno-balls">
          {balls.map((ball) => (
            <li key={ball} className="keno-ball">
              {ball}
            </li>
          ))}
        </ol>
      )}
      {dice.length > 0 && (
        <ol className="k3-dice" data-testid="result-digits">
          {dice.map((die, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: dice may repeat; their place is their key
            <li key={index} className="k3-die">
              {die}
            </li>
          ))}
        </ol>
      )}
      <p className="format-board__sum">
        <FormatResultLine draw={draw} />
      </p>
    </>
  );
}

/** The latest Keno, K3 or SSC result: its numbers, the sum, and Verify. */
export function FormatResultBoard({ draw }: { draw: LotteryDraw }) {
  return (
    <DrawResultFrame draw={draw}>
      <FormatResultNumbers draw={draw} />
    </DrawResultFrame>
  );
}
