/** Drawings of the 20-line slot's symbols (WILD, SCATTER, CROWN, HORN, HORSESHOE, CLOVER) and the shared gradients. */
export function LuckySymbols() {
  return (
    <>
      <defs>
        <linearGradient id="slot-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff4c2" />
          <stop offset="0.4" stopColor="#f7c948" />
          <stop offset="0.75" stopColor="#d18d14" />
          <stop offset="1" stopColor="#8a5208" />
        </linearGradient>
        <linearGradient id="slot-gold-side" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#a86b0c" />
          <stop offset="0.5" stopColor="#ffe27a" />
          <stop offset="1" stopColor="#a86b0c" />
        </linearGradient>
        <radialGradient id="slot-wild-bg" cx="50%" cy="35%" r="70%">
          <stop offset="0" stopColor="#ff7ad9" />
          <stop offset="0.5" stopColor="#b3169a" />
          <stop offset="1" stopColor="#4c0a52" />
        </radialGradient>
        <radialGradient id="slot-scatter-bg" cx="50%" cy="40%" r="60%">
          <stop offset="0" stopColor="#b9f3ff" />
          <stop offset="0.45" stopColor="#2fb5e8" />
          <stop offset="1" stopColor="#0b3d7a" />
        </radialGradient>
        <linearGradient id="slot-silver" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.5" stopColor="#b8c3d6" />
          <stop offset="1" stopColor="#5d6a82" />
        </linearGradient>
        <radialGradient id="slot-leaf" cx="40%" cy="35%" r="75%">
          <stop offset="0" stopColor="#b7ff9c" />
          <stop offset="0.5" stopColor="#2fbf4a" />
          <stop offset="1" stopColor="#0b5e22" />
        </radialGradient>
        <radialGradient id="slot-ruby" cx="35%" cy="30%" r="70%">
          <stop offset="0" stopColor="#ffb3c0" />
          <stop offset="0.5" stopColor="#e0173f" />
          <stop offset="1" stopColor="#6d0518" />
        </radialGradient>
        <radialGradient id="slot-sapphire" cx="35%" cy="30%" r="70%">
          <stop offset="0" stopColor="#bfe0ff" />
          <stop offset="0.5" stopColor="#2a6ff0" />
          <stop offset="1" stopColor="#0b2a6d" />
        </radialGradient>
      </defs>

      <symbol id="slot-WILD" viewBox="0 0 100 100">
        <path d="M50 4 L92 28 L92 72 L50 96 L8 72 L8 28 Z" fill="#2a0630" opacity="0.5" transform="translate(2 3)" />
        <path
          d="M50 4 L92 28 L92 72 L50 96 L8 72 L8 28 Z"
          fill="url(#slot-wild-bg)"
          stroke="url(#slot-gold)"
          strokeWidth="5"
        />
        <path d="M50 12 L84 32 L84 40 L16 40 L16 32 Z" fill="#fff" opacity="0.18" />
        {[0, 72, 144, 216, 288].map((angle) => (
          <path
            key={angle}
            d="M50 22 l2.5 6 -2.5 -1.5 -2.5 1.5 Z"
            fill="#ffe9a8"
            transform={`rotate(${angle} 50 50)`}
            opacity="0.7"
          />
        ))}
        <text
          x="50"
          y="60"
          textAnchor="middle"
          fontFamily="'Arial Black', Impact, sans-serif"
          fontWeight="900"
          fontSize="25"
          fill="url(#slot-gold)"
          stroke="#3d0342"
          strokeWidth="3"
          paintOrder="stroke"
          letterSpacing="1"
        >
          WILD
        </text>
      </symbol>

      <symbol id="slot-SCATTER" viewBox="0 0 100 100">
        {[0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((angle) => (
          <path
            key={angle}
            d="M50 50 L46 2 L54 2 Z"
            fill="#7fe3ff"
            opacity="0.35"
            transform={`rotate(${angle} 50 50)`}
          />
        ))}
        <circle cx="50" cy="50" r="36" fill="url(#slot-scatter-bg)" stroke="url(#slot-gold)" strokeWidth="5" />
        <circle
          cx="50"
          cy="50"
          r="28"
          fill="none"
          stroke="#e9fbff"
          strokeOpacity="0.5"
          strokeWidth="1.5"
          strokeDasharray="3 3"
        />
        <path
          d="M50 24 L56.5 40.5 L74 41.5 L60.5 52.5 L65 69.5 L50 60 L35 69.5 L39.5 52.5 L26 41.5 L43.5 40.5 Z"
          fill="url(#slot-gold)"
          stroke="#7a4a05"
          strokeWidth="1.5"
        />
        <ellipse cx="42" cy="34" rx="10" ry="5" fill="#fff" opacity="0.35" transform="rotate(-25 42 34)" />
      </symbol>

      <symbol id="slot-CROWN" viewBox="0 0 100 100">
        <path
          d="M14 74 L10 30 L32 50 L50 20 L68 50 L90 30 L86 74 Z"
          fill="#000"
          opacity="0.3"
          transform="translate(2 4)"
        />
        <path
          d="M14 74 L10 30 L32 50 L50 20 L68 50 L90 30 L86 74 Z"
          fill="url(#slot-gold)"
          stroke="#7a4a05"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <rect
          x="12"
          y="70"
          width="76"
          height="14"
          rx="4"
          fill="url(#slot-gold-side)"
          stroke="#7a4a05"
          strokeWidth="2.5"
        />
        <circle cx="10" cy="28" r="5" fill="url(#slot-gold)" stroke="#7a4a05" strokeWidth="1.5" />
        <circle cx="50" cy="17" r="6" fill="url(#slot-gold)" stroke="#7a4a05" strokeWidth="1.5" />
        <circle cx="90" cy="28" r="5" fill="url(#slot-gold)" stroke="#7a4a05" strokeWidth="1.5" />
        <circle cx="50" cy="55" r="8" fill="url(#slot-ruby)" stroke="#7a4a05" strokeWidth="1.5" />
        <circle cx="28" cy="62" r="5" fill="url(#slot-sapphire)" stroke="#7a4a05" strokeWidth="1.2" />
        <circle cx="72" cy="62" r="5" fill="url(#slot-sapphire)" stroke="#7a4a05" strokeWidth="1.2" />
        <circle cx="30" cy="77" r="3" fill="url(#slot-ruby)" />
        <circle cx="50" cy="77" r="3" fill="url(#slot-leaf)" />
        <circle cx="70" cy="77" r="3" fill="url(#slot-ruby)" />
      </symbol>

      <symbol id="slot-HORN" viewBox="0 0 100 100">
        <path
          d="M16 86 C 10 60, 30 40, 62 30 C 70 28, 78 22, 80 14 C 92 26, 94 52, 80 66 C 66 80, 40 84, 16 86 Z"
          fill="#000"
          opacity="0.3"
          transform="translate(2 4)"
        />
        <path
          d="M16 86 C 10 60, 30 40, 62 30 C 70 28, 78 22, 80 14 C 92 26, 94 52, 80 66 C 66 80, 40 84, 16 86 Z"
          fill="url(#slot-gold)"
          stroke="#7a4a05"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        {[0, 1, 2, 3].map((i) => (
          <path
            key={i}
            d={`M${30 + i * 12} ${74 - i * 8} C ${36 + i * 12} ${60 - i * 8}, ${44 + i * 12} ${52 - i * 8}, ${52 + i * 12} ${48 - i * 9}`}
            fill="none"
            stroke="#8a5208"
            strokeWidth="2"
            opacity="0.6"
          />
        ))}
        <ellipse cx="80" cy="40" rx="9" ry="25" fill="#5a3206" transform="rotate(35 80 40)" />
        <circle cx="74" cy="30" r="7" fill="url(#slot-ruby)" />
        <circle cx="84" cy="40" r="6" fill="url(#slot-leaf)" />
        <circle cx="78" cy="48" r="5.5" fill="url(#slot-gold)" stroke="#7a4a05" strokeWidth="1" />
        <circle cx="88" cy="28" r="5" fill="url(#slot-sapphire)" />
        <path
          d="M20 82 C 18 70, 26 58, 40 50"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.45"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </symbol>

      <symbol id="slot-HORSESHOE" viewBox="0 0 100 100">
        <path
          d="M24 86 L14 50 C 8 24, 28 8, 50 8 C 72 8, 92 24, 86 50 L76 86 L62 86 L70 50 C 74 34, 64 24, 50 24 C 36 24, 26 34, 30 50 L38 86 Z"
          fill="#000"
          opacity="0.3"
          transform="translate(2 4)"
        />
        <path
          d="M24 86 L14 50 C 8 24, 28 8, 50 8 C 72 8, 92 24, 86 50 L76 86 L62 86 L70 50 C 74 34, 64 24, 50 24 C 36 24, 26 34, 30 50 L38 86 Z"
          fill="url(#slot-silver)"
          stroke="#3b4658"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <rect x="20" y="80" width="22" height="10" rx="3" fill="url(#slot-gold)" stroke="#7a4a05" strokeWidth="1.5" />
        <rect x="58" y="80" width="22" height="10" rx="3" fill="url(#slot-gold)" stroke="#7a4a05" strokeWidth="1.5" />
        {[
          [22, 56],
          [20, 40],
          [28, 24],
          [78, 56],
          [80, 40],
          [72, 24],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="2.8" fill="#2b3445" />
        ))}
        <path
          d="M20 48 C 16 28, 30 14, 48 13"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.7"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </symbol>

      <symbol id="slot-CLOVER" viewBox="0 0 100 100">
        <path d="M50 52 C 56 70, 60 82, 70 92" fill="none" stroke="#0b5e22" strokeWidth="6" strokeLinecap="round" />
        {[0, 90, 180, 270].map((angle) => (
          <g key={angle} transform={`rotate(${angle + 45} 50 48)`}>
            <path
              d="M50 48 C 36 40, 30 22, 40 14 C 46 10, 50 14, 50 20 C 50 14, 54 10, 60 14 C 70 22, 64 40, 50 48 Z"
              fill="#073d16"
              opacity="0.35"
              transform="translate(1.5 3)"
            />
            <path
              d="M50 48 C 36 40, 30 22, 40 14 C 46 10, 50 14, 50 20 C 50 14, 54 10, 60 14 C 70 22, 64 40, 50 48 Z"
              fill="url(#slot-leaf)"
              stroke="#0a4a1b"
              strokeWidth="2"
            />
            <path d="M50 44 L50 22" stroke="#d6ffc4" strokeOpacity="0.6" strokeWidth="1.5" />
          </g>
        ))}
        <circle cx="50" cy="48" r="5" fill="url(#slot-gold)" stroke="#7a4a05" strokeWidth="1" />
      </symbol>
    </>
  );
}
