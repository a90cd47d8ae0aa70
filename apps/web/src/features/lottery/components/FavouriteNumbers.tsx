import { isLotteryBetType, type LotteryBetType } from '@fortuna/games/lottery/bet-types';
import { useTranslation } from 'react-i18next';
import { useFavouriteNumbers } from '../hooks/useFavouriteNumbers';

interface FavouriteNumbersProps {
  betType: LotteryBetType;
  picked: readonly string[];
  /** Puts a saved set back on the ticket (its bet type and numbers). */
  onRecall: (betType: LotteryBetType, numbers: string[]) => void;
}

/** The player's favourite number sets under the picker: save the numbers picked, recall or remove a set. */
export function FavouriteNumbers({ betType, picked, onRecall }: FavouriteNumbersProps) {
  const { t } = useTranslation();
  const favourites = useFavouriteNumbers();
  if (!favourites.isReady) return null;
  const sets = favourites.favourites.filter((set) => isLotteryBetType(set.betType));
  return (
    <section className="lottery-favourites" data-testid="lottery-favourites">
      <div className="lottery-favourites__head">
        <h2 className="lottery-section-title">{t('lotteryStats.favourites.title')}</h2>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={picked.length === 0}
          onClick={() => favourites.save({ betType, numbers: [...picked] })}
          data-testid="lottery-favourite-save"
        >
          ☆ {t('lotteryStats.favourites.save')}
        </button>
      </div>
      {sets.length === 0 ? (
        <p className="lottery-empty">{t('lotteryStats.favourites.empty')}</p>
      ) : (
        <ul className="lottery-favourites__list">
          {sets.map((set) => {
            const numbers = set.numbers.join(' ');
            const key = `${set.betType}:${numbers}`;
            return (
              <li key={key} className="lottery-favourites__set">
                <button
                  type="button"
                  className="lottery-favourites__recall"
                  aria-label={t('lotteryStats.favourites.recall', { numbers })}
                  onClick={() => onRecall(set.betType as LotteryBetType, [...set.numbers])}
                  data-testid="lottery-favourite"
                >
                  <b>{t(`lottery.betTypes.${set.betType}` as 'lottery.betTypes.lo2')}</b> {numbers}
                </button>
                <button
                  type="button"
                  className="lottery-favourites__remove"
                  aria-label={t('lotteryStats.favourites.remove', { numbers })}
                  onClick={() => favourites.remove(set)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
