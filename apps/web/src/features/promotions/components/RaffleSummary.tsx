import type { RaffleView } from '@fortuna/contracts/raffle';
import { useTranslation } from 'react-i18next';
import { formatMoneyValue } from '../../bet-record/hooks/money-format';

interface RaffleSummaryProps {
  raffle: RaffleView;
  currencySymbol: string;
  isMember: boolean;
  /** The detail window adds the prize tiers, the winners and how tickets are earned. */
  isDetail?: boolean;
}

/** Each tier with the first prize position it covers (a stable key: tiers may repeat a prize). */
function tiersWithFirstPosition(tiers: RaffleView['prizeTiers']) {
  let first = 1;
  return tiers.map((tier) => {
    const entry = { tier, first };
    first += tier.winners;
    return entry;
  });
}

/** A raffle on its card: the member's tickets and what earns the next; in the detail, prizes and winners. */
export function RaffleSummary({ raffle, currencySymbol, isMember, isDetail = false }: RaffleSummaryProps) {
  const { t } = useTranslation();
  const money = (value: RaffleView['counted']) => formatMoneyValue(value, currencySymbol);
  const isDrawn = raffle.drawnAt !== null;
  return (
    <div className="promo-raffle" data-testid="promotion-raffle">
      <p className="promo-card__meta">
        {t(`promotions.raffle.every.${raffle.source}`, { amount: money(raffle.ticketEvery) })}
      </p>
      {isMember && (
        <p className="promo-raffle__tickets" data-testid="raffle-tickets">
          <strong>{t('promotions.raffle.tickets', { count: raffle.tickets })}</strong>
          {!isDrawn && (
            <span className="promo-card__meta">
              {t('promotions.raffle.toNext', { amount: money(raffle.toNextTicket) })}
            </span>
          )}
        </p>
      )}
      {isDetail && (
        <>
          <h4 className="promo-detail__heading">{t('promotions.raffle.prizes')}</h4>
          <ul className="promo-raffle__list">
            {tiersWithFirstPosition(raffle.prizeTiers).map(({ tier, first }) => (
              <li key={first}>{t('promotions.raffle.tier', { count: tier.winners, amount: money(tier.prize) })}</li>
            ))}
          </ul>
          {isDrawn ? (
            <>
              <h4 className="promo-detail__heading">{t('promotions.raffle.winners')}</h4>
              {raffle.winners.length === 0 ? (
                <p className="promo-card__meta">{t('promotions.raffle.noWinners')}</p>
              ) : (
                <ol className="promo-raffle__list" data-testid="raffle-winners">
                  {raffle.winners.map((winner) => (
                    <li key={winner.position} className={winner.isMine ? 'promo-raffle__mine' : undefined}>
                      {winner.holder} · {money(winner.prize)}
                      {winner.isMine && ` · ${t('promotions.raffle.you')}`}
                    </li>
                  ))}
                </ol>
              )}
            </>
          ) : (
            <p className="promo-detail__note">
              {t(raffle.needsClaim ? 'promotions.raffle.ruleClaim' : 'promotions.raffle.rulePaid')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
