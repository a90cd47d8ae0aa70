import type { MemberMission } from '@fortuna/contracts/missions';
import { useTranslation } from 'react-i18next';
import { formatMoneyValue } from '../../bet-record/hooks/money-format';

interface MissionCardProps {
  mission: MemberMission;
  currencySymbol: string;
  isClaiming: boolean;
  onClaim: (mission: MemberMission) => void;
}

/** One mission: what to do, the progress bar, the reward and the claim button (or its state). */
export function MissionCard({ mission, currencySymbol, isClaiming, onClaim }: MissionCardProps) {
  const { t } = useTranslation();
  const isMoney = mission.task === 'valid_bet' || mission.task === 'deposit';
  const units = (value: string) =>
    isMoney ? formatMoneyValue({ amount: value, amountMinor: value.replace('.', '') }, currencySymbol) : value;
  const area = mission.gameType ? t(`categories.${mission.gameType}`) : t('missions.anyGame');
  return (
    <li className={`mission mission--${mission.state}`} data-testid={`mission-${mission.id}`}>
      <div className="mission__head">
        <div>
          <p className="mission__title">{mission.title}</p>
          <p className="mission__task">
            {t(`missions.task.${mission.task}`, { target: units(mission.target), area })} ·{' '}
            {t(`missions.period.${mission.period}`)}
          </p>
        </div>
        <span className="mission__reward">+{formatMoneyValue(mission.reward, currencySymbol)}</span>
      </div>
      <div
        className="mission__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={mission.percent}
        aria-label={mission.title}
      >
        <span className="mission__fill" style={{ width: `${mission.percent}%` }} />
      </div>
      <div className="mission__foot">
        <span className="mission__progress" data-testid={`mission-progress-${mission.id}`}>
          {units(mission.progress)} / {units(mission.target)}
        </span>
        {mission.wageringMultiple > 0 && (
          <span className="missions__muted">
            {t('missions.wagering', { multiple: mission.wageringMultiple })} ·{' '}
            {t(mission.wallet === 'bonus' ? 'missions.toBonus' : 'missions.toMain')}
          </span>
        )}
        {mission.state === 'claim' ? (
          <button
            type="button"
            className="btn btn--primary mission__claim"
            disabled={isClaiming}
            onClick={() => onClaim(mission)}
            data-testid={`mission-claim-${mission.id}`}
          >
            {t('missions.claim')}
          </button>
        ) : (
          <span className={`promo-state promo-state--${mission.state}`}>{t(`missions.state.${mission.state}`)}</span>
        )}
      </div>
    </li>
  );
}
