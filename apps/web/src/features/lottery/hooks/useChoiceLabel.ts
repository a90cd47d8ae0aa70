import { useTranslation } from 'react-i18next';

/** How a ticket's choice reads to the player: sides and 'any triple' in words, triples and pairs as dice. */
export function useChoiceLabel() {
  const { t } = useTranslation();
  return (betType: string, choice: string): string => {
    if (betType === 'ssc_digit') {
      const [position, digit] = choice.split('-');
      return t('lotteryFormats.positionDigit', { position, digit });
    }
    if (betType === 'keno_sum' || betType === 'k3_side' || betType === 'ssc_side') {
      return t(`lotteryFormats.sides.${choice as 'big'}`);
    }
    if (betType === 'k3_triple') return choice === 'any' ? t('lotteryFormats.anyTriple') : choice.split('').join('-');
    if (betType === 'k3_pair') return choice.split('').join('-');
    return choice;
  };
}
