import { formatOdds, type OddsFormat } from '@fortuna/games/sportsbook/odds-formats';

interface OddsButtonProps {
  label: string;
  odds: string;
  format: OddsFormat;
  isSelected: boolean;
  onPick: () => void;
  testId: string;
}

export function OddsButton({ label, odds, format, isSelected, onPick, testId }: OddsButtonProps) {
  return (
    <button
      type="button"
      className={`sb-odds${isSelected ? ' sb-odds--on' : ''}`}
      aria-pressed={isSelected}
      onClick={onPick}
      data-testid={testId}
    >
      <span className="sb-odds__label">{label}</span>
      <span className="sb-odds__price">{formatOdds(BigInt(odds), format)}</span>
    </button>
  );
}
