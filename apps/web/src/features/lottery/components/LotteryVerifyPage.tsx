import { FAST_GAME_CODES, fastFormatOf, type LotteryDraw } from '@fortuna/contracts/lottery';
import { NORTH_LAYOUT } from '@fortuna/games/lottery/north-result';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { formatDateTime } from '../../../lib/date-time';
import { lotteryDrawQuery } from '../api/lottery-api';
import { FormatResultNumbers } from './FormatResultBoard';
import { PrizeRows } from './ResultBoard';
import { verifyDraw } from './VerifyDialog';
import './lottery.css';

const DRAW_NUMBER = /^\d{1,18}$/;

const isFastGame = (gameCode: string) => (FAST_GAME_CODES as readonly string[]).includes(gameCode);

/** The verdict of this device on a drawn fast draw: the seed against the hash, and the result drawn again. */
function Verdict({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<boolean | null>(null);
  useEffect(() => {
    setVerdict(null);
    void verifyDraw(draw).then(setVerdict);
  }, [draw]);
  return (
    <p
      className={`lottery-verify__verdict lottery-verify__verdict--${verdict === null ? 'working' : verdict ? 'ok' : 'bad'}`}
      data-testid="lottery-verify-verdict"
    >
      {verdict === null ? t('lottery.verifyWorking') : verdict ? t('lottery.verifyOk') : t('lottery.verifyBad')}
    </p>
  );
}

/** What can be said of a draw: its verdict once drawn, else why there is nothing to recompute. */
function DrawOutcome({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation();
  if (!isFastGame(draw.gameCode)) return <p className="lottery-empty">{t('lottery.verifyPageOfficial')}</p>;
  if (draw.status === 'void') return <p className="lottery-empty">{t('lottery.verifyPageVoid')}</p>;
  if (draw.status !== 'drawn' || !draw.result)
    return <p className="lottery-empty">{t('lottery.verifyPageNotDrawn')}</p>;
  return (
    <>
      <h2 className="lottery-section-title">{t('lottery.verifyPageResult')}</h2>
      {fastFormatOf(draw.gameCode) === 'north' ? (
        <PrizeRows tiers={NORTH_LAYOUT} result={draw.result} />
      ) : (
        <FormatResultNumbers draw={draw} />
      )}
      <Verdict draw={draw} />
    </>
  );
}

function DrawCard({ drawId }: { drawId: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorMessage();
  const draw = useQuery(lotteryDrawQuery(drawId));
  if (draw.isPending) return <p className="lottery-empty">{t('lottery.verifyWorking')}</p>;
  if (draw.isError)
    return (
      <p className="field-error" role="alert" data-testid="lottery-verify-error">
        {errorText(draw.error)}
      </p>
    );
  const shown = draw.data;
  return (
    <section className="lottery-board lottery-verify-page__card" data-testid="lottery-verify-card">
      <header className="lottery-board__head">
        <h2>{t('lottery.verifyDrawNumber', { drawId: shown.drawId })}</h2>
      </header>
      <dl className="lottery-verify lottery-verify-page__facts">
        <dt>{t('lottery.verifyPageGame')}</dt>
        <dd className="lottery-verify-page__plain">
          {isFastGame(shown.gameCode)
            ? t(`lottery.games.${shown.gameCode as 'elott-vn-1'}`)
            : shown.gameCode.replace(/^vn-|^sea-/, '').toUpperCase()}
        </dd>
        <dt>{t('lottery.verifyPageDrawAt')}</dt>
        <dd className="lottery-verify-page__plain">{formatDateTime(shown.drawAt)}</dd>
        <dt>{t('lottery.verifyHash')}</dt>
        <dd>{shown.seedHash || '—'}</dd>
        {shown.seed && (
          <>
            <dt>{t('lottery.verifySeed')}</dt>
            <dd>{shown.seed}</dd>
          </>
        )}
      </dl>
      <DrawOutcome draw={shown} />
    </section>
  );
}

/** /lotteryVerify: anyone, signed in or not, recomputes a fast draw by its number (?drawId=). */
export function LotteryVerifyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('drawId') ?? '';
  const drawId = DRAW_NUMBER.test(requested) ? requested : '';
  const [typed, setTyped] = useState(drawId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (DRAW_NUMBER.test(value)) setParams({ drawId: value });
  };
  return (
    <div className="lottery-verify-page" data-testid="lottery-verify-page">
      <h1 className="lottery-verify-page__title">{t('lottery.verifyPageTitle')}</h1>
      <p className="lottery-verify-page__intro">{t('lottery.verifyPageIntro')}</p>
      <form className="lottery-verify-page__form" onSubmit={onSubmit}>
        <label className="field-label" htmlFor="lottery-verify-draw">
          {t('lottery.verifyPageField')}
        </label>
        <div className="lottery-verify-page__row">
          <input
            id="lottery-verify-draw"
            className="input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={18}
            value={typed}
            onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
            data-testid="lottery-verify-input"
          />
          <button type="submit" className="btn btn--primary" disabled={!DRAW_NUMBER.test(typed)}>
            {t('lottery.verifyPageCheck')}
          </button>
        </div>
      </form>
      {drawId && <DrawCard key={drawId} drawId={drawId} />}
    </div>
  );
}
