import type { HeadTail } from '@fortuna/contracts/lottery-stats';
import { useTranslation } from 'react-i18next';

/** Head and tail counts per digit 0–9, of every two-digit end and of the special prize, with a bar per count. */
export function HeadTailTable({ stats }: { stats: HeadTail }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...stats.heads, ...stats.tails);
  const bar = (count: number) => (
    <span className="lottery-headtail__bar">
      <i style={{ width: `${Math.round((count / max) * 100)}%` }} />
      <b>{count}</b>
    </span>
  );
  return (
    <>
      <h3 className="lottery-stats__title">{t('lotteryStats.headTail')}</h3>
      <p className="lottery-help">{t('lotteryStats.headTailHint')}</p>
      <table className="lottery-headtail" data-testid="lottery-head-tail">
        <thead>
          <tr>
            <th scope="col">{t('lotteryStats.digit')}</th>
            <th scope="col">{t('lotteryStats.heads')}</th>
            <th scope="col">{t('lotteryStats.tails')}</th>
            <th scope="col">{t('lotteryStats.specialHeads')}</th>
            <th scope="col">{t('lotteryStats.specialTails')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.heads.map((heads, digit) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the ten digits are fixed rows
            <tr key={digit}>
              <th scope="row">{digit}</th>
              <td>{bar(heads)}</td>
              <td>{bar(stats.tails[digit] ?? 0)}</td>
              <td className="lottery-headtail__special">{stats.specialHeads[digit] ?? 0}</td>
              <td className="lottery-headtail__special">{stats.specialTails[digit] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
