import './brand-logo.css';

interface BrandLogoProps {
  name: string;
  /** Shows only the mark on narrow screens. */
  isCompact?: boolean;
}

/** The site mark with the merchant name beside it. */
export function BrandLogo({ name, isCompact = false }: BrandLogoProps) {
  return (
    <span className={`brand-logo${isCompact ? ' brand-logo--compact' : ''}`}>
      <svg className="brand-logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="brand-logo-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe08a" />
            <stop offset="1" stopColor="#d4921a" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="#0f1a30" />
        <path
          d="M32 8 52 20v24L32 56 12 44V20z"
          fill="none"
          stroke="url(#brand-logo-gold)"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path d="M25 20h16v5H30.5v5H39v5h-8.5v9H25z" fill="url(#brand-logo-gold)" />
      </svg>
      {name && <span className="brand-logo__name">{name}</span>}
    </span>
  );
}
