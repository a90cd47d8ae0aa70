import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { useReducedMotion, wait } from '../../lib/motion';
import { PlayButton } from '../common/PlayButton';
import { coversAmount, SlipStake } from '../common/stake';
import { useAlive } from '../common/use-alive';
import type { PlayProps } from '../types';
import { asMinesView, type MinesView } from './detail';
import { MinesCount } from './MinesCount';
import { MinesGrid } from './MinesGrid';
import { MinesStats } from './MinesStats';
import { minesChoices, minesPayout, shortMultiplier, tileStates } from './mines-maths';

/** A round that is over, kept on the board until the next start. */
interface Finished {
  roundId: string;
  view: MinesView;
  payout: bigint;
}

interface Result {
  id: string;
  multiplier: string;
  win: boolean;
}

const RESULTS_SHOWN = 14;

export function MinesPlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const reduced = useReducedMotion();
  const { stake, setStake, currency, busy, sound, openRound } = ctl;
  const [mines, setMines] = useState(3);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [fresh, setFresh] = useState<number | null>(null);
  const [results, setResults] = useState<Result[]>([]);
  const alive = useAlive();

  const openView = openRound ? asMinesView(openRound.detail) : null;
  const playing =
    !finished && openView?.status === 'playing' && openRound ? { round: openRound, view: openView } : null;
  const roundStake = playing ? (readMinor(playing.round.stake) ?? stake) : stake;

  // A round in play (also one resumed after a reload) shows its own stake and mine count.
  const playingStake = playing?.round.stake ?? null;
  const playingMines = playing?.view.mines ?? null;
  useEffect(() => {
    const shown = readMinor(playingStake);
    if (shown !== null) setStake(shown);
    if (playingMines !== null) setMines(playingMines);
  }, [playingStake, playingMines, setStake]);

  const view: MinesView | null = finished?.view ?? playing?.view ?? null;
  const found = view?.revealed.length ?? 0;
  const cashoutAmount = playing && found > 0 ? minesPayout(roundStake, playing.view.mines, found) : 0n;

  const finish = async (answer: PlayRoundAnswer, ended: MinesView) => {
    const signal = alive.current.signal;
    const payout = readMinor(answer.round.payout) ?? 0n;
    setFinished({ roundId: answer.round.roundId, view: ended, payout });
    if (ended.status === 'busted') {
      sound.play('lose');
    } else {
      sound.play(ended.win ? (Number(ended.multiplier) >= 10 ? 'bigWin' : 'win') : 'click');
    }
    setResults((list) =>
      [{ id: answer.round.roundId, multiplier: shortMultiplier(ended.multiplier), win: ended.win }, ...list].slice(
        0,
        RESULTS_SHOWN,
      ),
    );
    await wait(reduced ? 0 : 700, signal);
    ctl.settle(answer);
  };

  const onAnswer = (answer: PlayRoundAnswer) => {
    setPending(null);
    const answered = asMinesView(answer.round.detail);
    if (answer.round.status === 'open') {
      if (answered && answered.revealed.length > 0) {
        setFresh(answered.revealed[answered.revealed.length - 1] ?? null);
        sound.play('chip');
      }
      return;
    }
    if (answered && answered.status !== 'playing') {
      const last = answered.hitMine ?? answered.revealed[answered.revealed.length - 1] ?? null;
      setFresh(last);
      void finish(answer, answered);
    } else {
      ctl.settle(answer);
    }
  };

  const start = () => {
    if (busy || playing) return;
    sound.play('click');
    if (!coversAmount(ctl, stake)) return;
    setFinished(null);
    setFresh(null);
    ctl.play(minesChoices(stake, mines), stake, onAnswer);
  };

  const reveal = (tile: number) => {
    if (busy || !playing || playing.view.revealed.includes(tile)) return;
    sound.play('tick');
    setPending(tile);
    ctl.act(playing.round.roundId, { type: 'reveal', tile }, onAnswer);
  };

  const cashOut = () => {
    if (busy || !playing || found === 0) return;
    sound.play('click');
    ctl.act(playing.round.roundId, { type: 'cashout' }, onAnswer);
  };

  // A failed request leaves the tile unpulsed once the controls unlock again.
  useEffect(() => {
    if (!busy) setPending(null);
  }, [busy]);

  const verdict =
    finished &&
    (finished.view.status === 'busted'
      ? t('mines.busted')
      : finished.view.win
        ? `${t('mines.cashedOut', { m: shortMultiplier(finished.view.multiplier) })} · ${formatMinor(finished.payout, currency)}`
        : t('mines.refunded'));

  return (
    <div className="mines game-layout game-layout--split">
      <section
        className={`mines__stage game-panel game-stage${finished?.view.status === 'busted' ? ' is-busted' : ''}`}
      >
        <ol className="results-strip" aria-label={t('mines.results')}>
          {results.map((result) => (
            <li key={result.id} className={result.win ? 'is-win' : 'is-lose'}>
              ×{result.multiplier}
            </li>
          ))}
        </ol>
        <MinesGrid
          tiles={tileStates(view)}
          onReveal={reveal}
          disabled={busy || !playing}
          pending={pending}
          fresh={fresh}
        />
        <p
          className={`mines__verdict${finished ? (finished.view.win ? ' is-win' : ' is-lose') : ''}`}
          aria-live="polite"
          data-testid="mines-verdict"
        >
          {verdict ?? (playing ? t('mines.pickTile') : t('mines.pickMines'))}
        </p>
      </section>

      <section className="mines__slip game-panel game-layout__lead">
        <MinesStats mines={playing?.view.mines ?? mines} view={playing?.view ?? null} />
        <MinesCount
          value={mines}
          onChange={setMines}
          disabled={busy || !!playing}
          onPress={() => sound.play('click')}
        />
        <SlipStake ctl={ctl} disabled={busy || !!playing} />
        {playing ? (
          <PlayButton onClick={cashOut} disabled={busy || found === 0} variant="mines__cashout" testId="mines-cashout">
            <span>{t('mines.cashout')}</span>
            <small data-testid="mines-cashout-amount">{formatMinor(cashoutAmount, currency)}</small>
          </PlayButton>
        ) : (
          <PlayButton onClick={start} disabled={busy}>
            {ctl.phase === 'sending' ? t('mines.starting') : t('mines.start')}
          </PlayButton>
        )}
      </section>
    </div>
  );
}
