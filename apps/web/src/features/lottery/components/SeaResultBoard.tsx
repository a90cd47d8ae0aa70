import type { SeaDraw } from '@fortuna/contracts/lottery-sea';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/date-time';

function Numbers({ numbers, testId }: { numbers: readonly string[] | undefined; testId?: string }) {
  return (
    <div className="sea-board__numbers" data-testid={testId}>
      {(numbers ?? []).map((number, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a prize may repeat a number; its place is its key
        <span key={index} className="sea-board__number">
          {number}
        </span>
      ))}
    </div>
  );
}

/**
 * A SEA result as players know it: for 4D the 1st, 2nd and 3rd prizes side by side, then the 10
 * starter and 10 consolation prizes; for the Thai draw the 1st prize, the 3-digit front and back
 * numbers and the 2-digit back number.
 */
export function SeaResultBoard({ draw }: { draw: Pick<SeaDraw, 'drawId' | 'gameCode' | 'drawAt' | 'result'> }) {
  const { t } = useTranslation();
  const result = draw.result ?? {};
  const isThai = draw.gameCode === 'sea-thai';
  return (
    <section className="lottery-board sea-board" data-testid="sea-result-board" data-draw-id={draw.drawId}>
      <header className="lottery-board__head">
        <h2>
          {t(`lotterySea.games.${draw.gameCode}` as 'lotterySea.games.sea-magnum')} · {formatDay(new Date(draw.drawAt))}
        </h2>
      </header>
      {isThai ? (
        <>
          <div className="sea-board__top sea-board__top--thai">
            <span className="sea-board__label">{t('lotterySea.prizes.thaiFirst')}</span>
            <strong className="sea-board__first" data-testid="sea-prize-first">
              {result.first?.[0]}
            </strong>
          </div>
          <div className="sea-board__pairs">
            {(['front3', 'back3', 'back2'] as const).map((prize) => (
              <div key={prize}>
                <span className="sea-board__label">{t(`lotterySea.prizes.${prize}`)}</span>
                <Numbers numbers={result[prize]} />
              </div>
            ))}
          </div>
        </>
      ) : (
        <>
          <div className="sea-board__top">
            {(['first', 'second', 'third'] as const).map((prize) => (
              <div key={prize}>
                <span className="sea-board__label">{t(`lotterySea.prizes.${prize}`)}</span>
                <strong className="sea-board__first" data-testid={`sea-prize-${prize}`}>
                  {result[prize]?.[0]}
                </strong>
              </div>
            ))}
          </div>
          {(['starter', 'consolation'] as const).map((prize) => (
            <div key={prize} className="sea-board__tier">
              <span className="sea-board__label">{t(`lotterySea.prizes.${prize}`)}</span>
              <Numbers numbers={result[prize]} testId={`sea-prize-${prize}`} />
            </div>
          ))}
        </>
      )}
    </section>
  );
}
