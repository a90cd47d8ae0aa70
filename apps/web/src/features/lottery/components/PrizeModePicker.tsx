import type { ModeOdds, VnOddsMode } from '@fortuna/contracts/lottery-odds';
import type { LotteryBetType } from '@fortuna/games/lottery/bet-types';
import { useTranslation } from 'react-i18next';

interface PrizeModePickerProps {
  modes: ModeOdds[];
  chosen: string;
  betType: LotteryBetType;
  onChoose: (mode: VnOddsMode) => void;
}

/** The prize modes the merchant offers this game in (spec §9), each with its odds for the bet type shown. Hidden with one mode. */
export function PrizeModePicker({ modes, chosen, betType, onChoose }: PrizeModePickerProps) {
  const { t } = useTranslation();
  if (modes.length < 2) return null;
  return (
    <fieldset className="lottery-fieldset lottery-modes" data-testid="lottery-prize-modes">
      <legend className="lottery-modes__label">{t('lotteryStats.prizeMode.label')}</legend>
      {modes.map((mode) => {
        const odds = mode.odds.find((row) => row.betType === betType)?.odds;
        return (
          <button
            key={mode.prizeMode}
            type="button"
            className={`chip${mode.prizeMode === chosen ? ' chip--active' : ''}`}
            aria-pressed={mode.prizeMode === chosen}
            onClick={() => onChoose(mode.prizeMode)}
            data-testid={`lottery-prize-mode-${mode.prizeMode}`}
          >
            {t(`lotteryStats.prizeMode.${mode.prizeMode}`)}
            {odds !== undefined && <span className="lottery-modes__odds"> · {t('lottery.odds', { odds })}</span>}
          </button>
        );
      })}
    </fieldset>
  );
}
