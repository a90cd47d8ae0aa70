import { useState } from 'react';
import type { StudioApi } from '../api/studio-api';
import type { GameModule } from '../games/types';
import { useI18n } from '../i18n/i18n';
import type { SessionSnapshot } from '../lib/launch';
import { Icon } from '../ui/Icon';
import { Sheet } from '../ui/Sheet';
import { useGameController } from './controller';
import { ErrorBanner, SessionExpired } from './ErrorBanner';
import { FairnessPanel } from './FairnessPanel';
import { FitToStage } from './FitToStage';
import { HistoryList } from './HistoryDrawer';
import { waitsForPlayer } from './interactive';
import { ResumeDialog } from './ResumeDialog';
import { RulesPanel } from './RulesPanel';
import { StatusBar } from './StatusBar';

type Panel = 'rules' | 'fairness' | 'history' | null;

/** The frame around every game: top bar, error banner, the game, the status bar and the panels. */
export function GameShell({
  api,
  snapshot,
  module,
  title,
}: {
  api: StudioApi;
  snapshot: SessionSnapshot;
  module: GameModule;
  title: string;
}) {
  const { t } = useI18n();
  const ctl = useGameController(api, snapshot, { interactive: module.interactive === true });
  const [panel, setPanel] = useState<Panel>(null);
  // An interactive game continues its open round itself (ctl.openRound); others complete it here.
  const [openRound, setOpenRound] = useState(() =>
    waitsForPlayer(module, snapshot.session.openRound) ? null : snapshot.session.openRound,
  );
  const { sound } = ctl;

  const open = (next: Panel) => {
    sound.play('click');
    setPanel(next);
  };

  return (
    <div className={`game-shell game-shell--${ctl.game.code}`}>
      <header className="top-bar">
        <div className="top-bar__title">
          <span className="top-bar__logo" aria-hidden="true">
            <svg viewBox="0 0 32 32" width="28" height="28">
              <title>Fortuna</title>
              <defs>
                <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
                  <stop offset="0" stopColor="#ffe08a" />
                  <stop offset="0.5" stopColor="#f4c24d" />
                  <stop offset="1" stopColor="#c7811a" />
                </linearGradient>
              </defs>
              <circle cx="16" cy="16" r="15" fill="url(#logo-gold)" />
              <path d="M11 8h11v3.2h-7.4v3.2h6.4v3.2h-6.4V24H11Z" fill="#2a1a02" />
            </svg>
          </span>
          <h1>{title}</h1>
          {ctl.session.isTrial && (
            <span className="demo-badge" title={t('demo.title')} data-testid="demo-badge">
              {t('demo.badge')}
            </span>
          )}
        </div>
        <nav className="top-bar__actions">
          <button
            type="button"
            className="icon-button"
            onClick={() => open('rules')}
            aria-label={t('panel.paytable')}
            title={t('panel.paytable')}
          >
            <Icon name="info" />
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => open('fairness')}
            aria-label={t('panel.fairness')}
            title={t('panel.fairness')}
          >
            <Icon name="shield" />
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => open('history')}
            aria-label={t('panel.history')}
            title={t('panel.history')}
          >
            <Icon name="history" />
          </button>
          <button
            type="button"
            className={`icon-button${sound.audible ? ' icon-button--on' : ''}`}
            onClick={sound.toggle}
            aria-pressed={sound.audible}
            aria-label={sound.audible ? t('sound.off') : t('sound.on')}
            title={sound.audible ? t('sound.off') : t('sound.on')}
            data-testid="sound-toggle"
          >
            <Icon name={sound.audible ? 'sound' : 'mute'} />
          </button>
        </nav>
      </header>

      <ErrorBanner ctl={ctl} />

      <FitToStage>
        <module.Play ctl={ctl} />
      </FitToStage>

      <StatusBar ctl={ctl} />

      {panel === 'rules' && (
        <Sheet title={t('panel.paytable')} onClose={() => setPanel(null)}>
          <RulesPanel ctl={ctl} module={module} />
        </Sheet>
      )}
      {panel === 'fairness' && (
        <Sheet title={t('panel.fairness')} onClose={() => setPanel(null)}>
          <FairnessPanel ctl={ctl} module={module} />
        </Sheet>
      )}
      {panel === 'history' && (
        <Sheet title={t('panel.history')} onClose={() => setPanel(null)} variant="drawer">
          <HistoryList ctl={ctl} module={module} />
        </Sheet>
      )}
      {openRound && (
        <ResumeDialog api={api} ctl={ctl} module={module} round={openRound} onDone={() => setOpenRound(null)} />
      )}
      {ctl.error?.kind === 'session' && <SessionExpired />}
    </div>
  );
}
