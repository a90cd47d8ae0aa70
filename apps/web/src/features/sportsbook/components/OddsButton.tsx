import { formatOdds, type OddsFormat } from '@fortuna/games/sportsbook/odds-formats';
import { useEffect, useRef, useState } from 'react';

interface OddsButtonProps {
  label: string;
  odds: string;
  format: OddsFormat;
  isSelected: boolean;
  onPick: () => void;
  testId: string;
}

const FLASH_MS = 2500;

/** Flashes `up` or `down` for a moment when the odds change (as a live message brings them). */
export function useOddsFlash(odds: string): 'up' | 'down' | null {
  const previous = useRef(odds);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (previous.current === odds) return;
    setFlash(BigInt(odds) > BigInt(previous.current) ? 'up' : 'down');
    previous.current = odds;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return flash;
}

export function OddsButton({ label, odds, format, isSelected, onPick, testId }: OddsButtonProps) {
  const flash = useOddsFlash(odds);
  return (
    <button
      type="button"
      className={`sb-odds${isSelected ? ' sb-odds--on' : ''}${flash ? ` sb-odds--${flash}` : ''}`}
      aria-pressed={isSelected}
      onClick={onPick}
      data-testid={testId}
      data-flash={flash ?? undefined}
    >
      <span className="sb-odds__label">{label}</span>
      <span className="sb-odds__price">
        {flash && <span aria-hidden="true">{flash === 'up' ? '▲ ' : '▼ '}</span>}
        {formatOdds(BigInt(odds), format)}
      </span>
    </button>
  );
}
