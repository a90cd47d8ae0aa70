import { useEffect } from 'react';
import { useI18n } from '../../i18n/i18n';
import type { BlackjackAction, BlackjackView } from './detail';

const PLAYER_ACTIONS: readonly { action: BlackjackAction; key: string }[] = [
  { action: 'hit', key: 'h' },
  { action: 'stand', key: 's' },
  { action: 'double', key: 'd' },
  { action: 'split', key: 'p' },
];
const INSURANCE_ACTIONS: readonly { action: BlackjackAction; key: string }[] = [
  { action: 'insurance', key: 'i' },
  { action: 'no-insurance', key: 'n' },
];

const LABELS = {
  hit: 'blackjack.hit',
  stand: 'blackjack.stand',
  double: 'blackjack.double',
  split: 'blackjack.split',
  insurance: 'blackjack.insurance',
  'no-insurance': 'blackjack.noInsurance',
} as const;

/**
 * The decisions of the hand in play: only the actions the round allows now are enabled. On a
 * keyboard H, S, D, P (and I, N for insurance) take them.
 */
export function ActionBar({
  view,
  locked,
  onAction,
}: {
  view: BlackjackView;
  locked: boolean;
  onAction(action: BlackjackAction): void;
}) {
  const { t } = useI18n();
  const buttons = view.phase === 'insurance' ? INSURANCE_ACTIONS : PLAYER_ACTIONS;
  const allowed = (action: BlackjackAction) => !locked && view.available.includes(action);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      const match = buttons.find((b) => b.key === event.key.toLowerCase());
      if (!match || locked || !view.available.includes(match.action)) return;
      event.preventDefault();
      onAction(match.action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [buttons, locked, view.available, onAction]);

  return (
    <div className={`bj-actions bj-actions--${view.phase}`}>
      {buttons.map(({ action, key }) => (
        <button
          key={action}
          type="button"
          className={`bj-action bj-action--${action}`}
          disabled={!allowed(action)}
          onClick={() => onAction(action)}
          data-testid={`bj-${action}`}
          aria-keyshortcuts={key.toUpperCase()}
        >
          <span>{t(LABELS[action])}</span>
          <kbd>{key.toUpperCase()}</kbd>
        </button>
      ))}
    </div>
  );
}
