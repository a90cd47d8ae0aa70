import { useI18n } from '../../i18n/i18n';

interface SpinButtonProps {
  /** While the round is shown the button skips ahead instead. */
  revealing: boolean;
  busy: boolean;
  /** Marks the button as turning (default: while busy). */
  spinning?: boolean;
  onSpin(): void;
  onSkip(): void;
}

/** The round spin button (data-testid="play"); a Skip button while a round is being shown. */
export function SpinButton({ revealing, busy, spinning = busy, onSpin, onSkip }: SpinButtonProps) {
  const { t } = useI18n();
  if (revealing) {
    return (
      <button
        type="button"
        className="play-button play-button--round play-button--skip"
        onClick={onSkip}
        data-testid="skip"
      >
        {t('slot.skip')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`play-button play-button--round${spinning ? ' is-busy' : ''}`}
      onClick={onSpin}
      disabled={busy}
      data-testid="play"
      aria-label={t('slot.spin')}
    >
      <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
        <path d="M12 4V1L8 5l4 4V6a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z" fill="currentColor" />
      </svg>
    </button>
  );
}
