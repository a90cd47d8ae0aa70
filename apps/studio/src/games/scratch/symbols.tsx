import type { ReactNode } from 'react';
import type { ScratchSymbol } from './detail';

/** Drawings of the ticket's symbols on a 100×100 box; gradients are defined once in <ScratchSymbolDefs>. */
const DRAWINGS: Record<ScratchSymbol, ReactNode> = {
  STAR: (
    <path
      d="M50 8 61.8 36.2 92 38.6 69 58.4 76 88 50 72.2 24 88 31 58.4 8 38.6 38.2 36.2Z"
      fill="url(#scratch-gold)"
      stroke="#8a5a00"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  DIAMOND: (
    <g stroke="#0b4f7a" strokeWidth="2.5" strokeLinejoin="round">
      <path d="M26 16h48l18 24-42 48L8 40Z" fill="url(#scratch-ice)" />
      <path d="M8 40h84M26 16l12 24 12-24 12 24 12-24M38 40l12 48 12-48" fill="none" />
    </g>
  ),
  CROWN: (
    <g stroke="#7a4a00" strokeWidth="3" strokeLinejoin="round">
      <path d="M12 74 8 28l24 20 18-32 18 32 24-20-4 46Z" fill="url(#scratch-gold)" />
      <rect x="12" y="74" width="76" height="12" rx="3" fill="#e0a526" />
      <circle cx="50" cy="58" r="7" fill="#e0314b" />
      <circle cx="28" cy="62" r="5" fill="#2fd5f5" />
      <circle cx="72" cy="62" r="5" fill="#3fe59b" />
    </g>
  ),
  BELL: (
    <g stroke="#7a4a00" strokeWidth="3" strokeLinejoin="round">
      <path d="M50 12c-18 0-26 14-26 32v14L14 74h72L76 58V44c0-18-8-32-26-32Z" fill="url(#scratch-gold)" />
      <circle cx="50" cy="82" r="8" fill="#e0a526" />
      <path d="M36 30c3-6 8-9 14-9" fill="none" stroke="#fff6cf" strokeLinecap="round" />
    </g>
  ),
  SEVEN: (
    <text
      x="50"
      y="56"
      textAnchor="middle"
      dominantBaseline="central"
      fontSize="92"
      fontWeight="900"
      fontFamily="Georgia, serif"
      fill="url(#scratch-red)"
      stroke="#5a0010"
      strokeWidth="3"
    >
      7
    </text>
  ),
  CLOVER: (
    <g stroke="#0c5a32" strokeWidth="2.5">
      <path d="M50 52c4 14 10 26 20 36" fill="none" strokeWidth="5" strokeLinecap="round" />
      <circle cx="36" cy="32" r="16" fill="url(#scratch-green)" />
      <circle cx="64" cy="32" r="16" fill="url(#scratch-green)" />
      <circle cx="36" cy="60" r="16" fill="url(#scratch-green)" />
      <circle cx="64" cy="60" r="16" fill="url(#scratch-green)" />
      <circle cx="50" cy="46" r="6" fill="#d8ffe9" stroke="none" />
    </g>
  ),
  LEMON: (
    <g stroke="#8a7300" strokeWidth="3">
      <ellipse cx="50" cy="54" rx="38" ry="28" fill="url(#scratch-lemon)" transform="rotate(-20 50 54)" />
      <path d="M62 22c6-10 16-12 24-10-2 9-10 15-20 14" fill="#46c46e" stroke="#1f7a3e" />
      <path d="M30 48c4-8 12-13 22-14" fill="none" stroke="#fffbd6" strokeLinecap="round" />
    </g>
  ),
  CHERRY: (
    <g stroke="#5a0010" strokeWidth="3">
      <path d="M34 62c4-22 12-38 30-50M70 62c-2-18-4-34-6-50" fill="none" stroke="#2f7d32" strokeWidth="4" />
      <path d="M64 12c10 0 18 4 22 10-10 4-18 2-22-10Z" fill="#46c46e" stroke="#1f7a3e" />
      <circle cx="32" cy="70" r="18" fill="url(#scratch-red)" />
      <circle cx="70" cy="70" r="18" fill="url(#scratch-red)" />
      <circle cx="26" cy="64" r="4" fill="#ffd1da" stroke="none" />
      <circle cx="64" cy="64" r="4" fill="#ffd1da" stroke="none" />
    </g>
  ),
};

/** The gradients the symbols use; render once per page section that draws symbols. */
export function ScratchSymbolDefs() {
  return (
    <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
      <defs>
        <linearGradient id="scratch-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3b0" />
          <stop offset="0.5" stopColor="#f7c948" />
          <stop offset="1" stopColor="#d9931a" />
        </linearGradient>
        <linearGradient id="scratch-ice" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e6fbff" />
          <stop offset="0.5" stopColor="#6fdcff" />
          <stop offset="1" stopColor="#2a8fd6" />
        </linearGradient>
        <linearGradient id="scratch-red" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff8097" />
          <stop offset="0.55" stopColor="#e0314b" />
          <stop offset="1" stopColor="#8f0f26" />
        </linearGradient>
        <linearGradient id="scratch-green" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8ff0b4" />
          <stop offset="1" stopColor="#1f9d55" />
        </linearGradient>
        <linearGradient id="scratch-lemon" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff9b0" />
          <stop offset="1" stopColor="#f2c811" />
        </linearGradient>
      </defs>
    </svg>
  );
}

/** One symbol of the ticket. */
export function ScratchSymbolIcon({ symbol, title }: { symbol: ScratchSymbol; title?: string }) {
  return (
    <svg viewBox="0 0 100 100" className="scratch-symbol" role="img" aria-label={title ?? symbol}>
      {DRAWINGS[symbol]}
    </svg>
  );
}
