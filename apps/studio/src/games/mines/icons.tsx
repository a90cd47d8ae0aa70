/** A faceted green gem. */
export function GemIcon() {
  return (
    <svg className="mines-icon mines-icon--gem" viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="mines-gem-top" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d6fff0" />
          <stop offset="1" stopColor="#4ff0b0" />
        </linearGradient>
        <linearGradient id="mines-gem-body" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3fe59b" />
          <stop offset="1" stopColor="#0b8f5a" />
        </linearGradient>
      </defs>
      <path d="M18 10h28l12 14-26 32L6 24Z" fill="url(#mines-gem-body)" />
      <path d="M18 10h28l12 14H6Z" fill="url(#mines-gem-top)" />
      <path d="M6 24h52L32 56Z" fill="#17b978" opacity="0.55" />
      <path d="M22 24 32 10l10 14-10 32Z" fill="#ffffff" opacity="0.22" />
      <path d="M14 18h8" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity="0.85" />
    </svg>
  );
}

/** A round black mine with spikes and a lit fuse glint. */
export function MineIcon() {
  return (
    <svg className="mines-icon mines-icon--mine" viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <radialGradient id="mines-mine-body" cx="0.38" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#8a83a8" />
          <stop offset="0.5" stopColor="#3a3354" />
          <stop offset="1" stopColor="#14111f" />
        </radialGradient>
      </defs>
      <g stroke="#57507a" strokeWidth="5" strokeLinecap="round">
        <path d="M32 6v10M32 48v10M6 32h10M48 32h10M13.6 13.6l7 7M43.4 43.4l7 7M13.6 50.4l7-7M43.4 20.6l7-7" />
      </g>
      <circle cx="32" cy="32" r="17" fill="url(#mines-mine-body)" />
      <circle cx="26" cy="26" r="4.5" fill="#ffffff" opacity="0.55" />
      <circle cx="32" cy="32" r="5" fill="#ff5a7a" opacity="0.9" />
    </svg>
  );
}
