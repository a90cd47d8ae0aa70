import { useId } from 'react';
import { cardLabel, type ParsedCard, parseCardName } from './card-name';
import './cards.css';

/** Props of a playing card. */
export interface PlayingCardProps {
  /** Card name like 'As', 'Td', '9h' (rank 23456789TJQKA + suit cdhs); null shows the back. */
  name: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Glow around the card, e.g. a winning card. */
  highlight?: boolean;
  /** Animate the card in as if just dealt. */
  dealt?: boolean;
}

/** Pip positions (x, y in a 60×84 card) for the number cards. */
const PIPS: Record<string, readonly (readonly [number, number])[]> = {
  '2': [
    [30, 20],
    [30, 64],
  ],
  '3': [
    [30, 20],
    [30, 42],
    [30, 64],
  ],
  '4': [
    [20, 20],
    [40, 20],
    [20, 64],
    [40, 64],
  ],
  '5': [
    [20, 20],
    [40, 20],
    [30, 42],
    [20, 64],
    [40, 64],
  ],
  '6': [
    [20, 20],
    [40, 20],
    [20, 42],
    [40, 42],
    [20, 64],
    [40, 64],
  ],
  '7': [
    [20, 20],
    [40, 20],
    [30, 31],
    [20, 42],
    [40, 42],
    [20, 64],
    [40, 64],
  ],
  '8': [
    [20, 20],
    [40, 20],
    [30, 31],
    [20, 42],
    [40, 42],
    [30, 53],
    [20, 64],
    [40, 64],
  ],
  '9': [
    [20, 18],
    [40, 18],
    [20, 33],
    [40, 33],
    [30, 42],
    [20, 51],
    [40, 51],
    [20, 66],
    [40, 66],
  ],
  T: [
    [20, 18],
    [40, 18],
    [30, 26],
    [20, 33],
    [40, 33],
    [20, 51],
    [40, 51],
    [30, 58],
    [20, 66],
    [40, 66],
  ],
};

function CardCentre({ card }: { card: ParsedCard }) {
  const pips = PIPS[card.rank];
  if (pips) {
    return (
      <g>
        {pips.map(([x, y]) => (
          <text
            key={`${x}-${y}`}
            x={x}
            y={y}
            className="playing-card__pip"
            textAnchor="middle"
            dominantBaseline="central"
            transform={y > 42 ? `rotate(180 ${x} ${y})` : undefined}
          >
            {card.suitSymbol}
          </text>
        ))}
      </g>
    );
  }
  if (card.rank === 'A') {
    return (
      <text x="30" y="43" className="playing-card__ace" textAnchor="middle" dominantBaseline="central">
        {card.suitSymbol}
      </text>
    );
  }
  return (
    <g>
      <rect x="14" y="16" width="32" height="52" rx="4" className="playing-card__court-frame" />
      <text x="30" y="36" className="playing-card__court" textAnchor="middle" dominantBaseline="central">
        {card.rank}
      </text>
      <text x="30" y="56" className="playing-card__court-suit" textAnchor="middle" dominantBaseline="central">
        {card.suitSymbol}
      </text>
    </g>
  );
}

function CardBack() {
  const patternId = `playing-card-back-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <svg viewBox="0 0 60 84" aria-hidden="true">
      <defs>
        <pattern id={patternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" fill="#3b1d8f" />
          <rect width="3" height="6" fill="#5227c2" />
        </pattern>
      </defs>
      <rect x="0.5" y="0.5" width="59" height="83" rx="5" fill="#f7f3ff" />
      <rect x="3.5" y="3.5" width="53" height="77" rx="3.5" fill={`url(#${patternId})`} />
      <rect x="3.5" y="3.5" width="53" height="77" rx="3.5" fill="none" stroke="#f7c948" strokeWidth="1" />
      <circle cx="30" cy="42" r="9" fill="#1a1436" stroke="#f7c948" strokeWidth="1.2" />
      <text x="30" y="42.5" textAnchor="middle" dominantBaseline="central" className="playing-card__logo">
        F
      </text>
    </svg>
  );
}

/** A playing card drawn in SVG, face up from its name or face down when the name is null. */
export function PlayingCard({ name, size = 'md', highlight = false, dealt = false }: PlayingCardProps) {
  const card = name === null ? null : parseCardName(name);
  const classes = [
    'playing-card',
    `playing-card--${size}`,
    card ? (card.red ? 'playing-card--red' : 'playing-card--black') : 'playing-card--back',
    highlight ? 'playing-card--highlight' : '',
    dealt ? 'playing-card--dealt' : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (!card) {
    return (
      <span className={classes} role="img" aria-label={name === null ? 'face-down card' : name} data-card="back">
        <CardBack />
      </span>
    );
  }
  return (
    <span className={classes} role="img" aria-label={cardLabel(card)} data-card={`${card.rank}${card.suit}`}>
      <svg viewBox="0 0 60 84" aria-hidden="true">
        <rect x="0.5" y="0.5" width="59" height="83" rx="5" className="playing-card__face" />
        <text x="5.5" y="11" className="playing-card__index">
          {card.rankLabel}
        </text>
        <text x="5.5" y="20" className="playing-card__index-suit">
          {card.suitSymbol}
        </text>
        <g transform="rotate(180 30 42)">
          <text x="5.5" y="11" className="playing-card__index">
            {card.rankLabel}
          </text>
          <text x="5.5" y="20" className="playing-card__index-suit">
            {card.suitSymbol}
          </text>
        </g>
        <CardCentre card={card} />
      </svg>
    </span>
  );
}
