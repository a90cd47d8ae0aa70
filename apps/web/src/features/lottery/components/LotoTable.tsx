import { lotoByHead } from '@fortuna/games/lottery/number-stats';
import { useTranslation } from 'react-i18next';

/** The loto table printed beside a board: for each head 0–9, the tails that came out (twice when drawn twice). */
export function LotoTable({ result }: { result: Readonly<Record<string, readonly string[]>> }) {
  const { t } = useTranslation();
  return (
    <table className="lottery-loto" data-testid="lottery-loto-table">
      <caption>{t('lotteryStats.loto.title')}</caption>
      <tbody>
        {lotoByHead(result).map((tails, head) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the ten heads are fixed rows
          <tr key={head}>
            <th scope="row">{t('lotteryStats.loto.head', { digit: head })}</th>
            <td>{tails.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
