/** Drawings of the fruit-machine symbols (classic and jackpot slots): sevens, bars, bells, fruit, the jackpot coin. */

const SHADOW = { fill: '#000', opacity: 0.3, transform: 'translate(2 4)' } as const;

function FruitGradients() {
  return (
    <defs>
      <linearGradient id="fruit-seven" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#ffb0a0" />
        <stop offset="0.45" stopColor="#f0202a" />
        <stop offset="1" stopColor="#7a0410" />
      </linearGradient>
      <radialGradient id="fruit-cherry" cx="35%" cy="30%" r="70%">
        <stop offset="0" stopColor="#ff9aa8" />
        <stop offset="0.45" stopColor="#e0102e" />
        <stop offset="1" stopColor="#5e0012" />
      </radialGradient>
      <radialGradient id="fruit-lemon" cx="35%" cy="30%" r="75%">
        <stop offset="0" stopColor="#fffbd0" />
        <stop offset="0.5" stopColor="#ffe03a" />
        <stop offset="1" stopColor="#b88a00" />
      </radialGradient>
      <radialGradient id="fruit-orange" cx="35%" cy="30%" r="75%">
        <stop offset="0" stopColor="#ffe0a0" />
        <stop offset="0.5" stopColor="#ff8a12" />
        <stop offset="1" stopColor="#a04000" />
      </radialGradient>
      <radialGradient id="fruit-plum" cx="35%" cy="30%" r="75%">
        <stop offset="0" stopColor="#e6b8ff" />
        <stop offset="0.5" stopColor="#8a2bd0" />
        <stop offset="1" stopColor="#35085e" />
      </radialGradient>
      <linearGradient id="fruit-bar" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#4a4f5c" />
        <stop offset="0.5" stopColor="#15171d" />
        <stop offset="1" stopColor="#000" />
      </linearGradient>
      <radialGradient id="fruit-jackpot" cx="50%" cy="40%" r="60%">
        <stop offset="0" stopColor="#ff6a6a" />
        <stop offset="0.55" stopColor="#c0001f" />
        <stop offset="1" stopColor="#4a0010" />
      </radialGradient>
    </defs>
  );
}

const SEVEN_PATH = 'M20 16 H82 V30 C 64 46, 54 64, 50 88 H30 C 34 64, 46 44, 60 32 H20 Z';
const BELL_PATH =
  'M50 10 C 30 10, 24 30, 24 50 C 24 64, 16 70, 12 76 H88 C 84 70, 76 64, 76 50 C 76 30, 70 10, 50 10 Z';

/** The fruit symbols of the classic and jackpot slots. */
export function FruitSymbols() {
  return (
    <>
      <FruitGradients />
      <symbol id="slot-SEVEN" viewBox="0 0 100 100">
        <path d={SEVEN_PATH} {...SHADOW} />
        <path d={SEVEN_PATH} fill="url(#fruit-seven)" stroke="#ffe27a" strokeWidth="5" strokeLinejoin="round" />
        <path d="M26 20 H76" stroke="#fff" strokeOpacity="0.55" strokeWidth="3" strokeLinecap="round" />
      </symbol>

      <symbol id="slot-BAR" viewBox="0 0 100 100">
        <rect x="8" y="30" width="84" height="40" rx="8" {...SHADOW} />
        <rect
          x="8"
          y="30"
          width="84"
          height="40"
          rx="8"
          fill="url(#fruit-bar)"
          stroke="url(#slot-gold)"
          strokeWidth="4"
        />
        <text
          x="50"
          y="61"
          textAnchor="middle"
          fontFamily="'Arial Black', Impact, sans-serif"
          fontWeight="900"
          fontSize="28"
          fill="url(#slot-gold)"
          letterSpacing="2"
        >
          BAR
        </text>
      </symbol>

      <symbol id="slot-BELL" viewBox="0 0 100 100">
        <path d={BELL_PATH} {...SHADOW} />
        <path d={BELL_PATH} fill="url(#slot-gold)" stroke="#7a4a05" strokeWidth="2.5" strokeLinejoin="round" />
        <rect x="14" y="72" width="72" height="9" rx="4" fill="url(#slot-gold-side)" stroke="#7a4a05" strokeWidth="2" />
        <circle cx="50" cy="87" r="7" fill="url(#slot-gold)" stroke="#7a4a05" strokeWidth="2" />
        <path
          d="M36 22 C 32 32, 32 44, 33 56"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.6"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </symbol>

      <symbol id="slot-CHERRY" viewBox="0 0 100 100">
        <path
          d="M34 64 C 38 40, 52 20, 74 10 M66 62 C 64 42, 68 24, 74 10"
          fill="none"
          stroke="#2f7a1a"
          strokeWidth="4.5"
          strokeLinecap="round"
        />
        <path d="M74 10 C 84 10, 92 16, 94 24 C 84 26, 76 20, 74 10 Z" fill="url(#slot-leaf)" />
        <circle cx="32" cy="70" r="20" fill="url(#fruit-cherry)" stroke="#4a000e" strokeWidth="2" />
        <circle cx="68" cy="70" r="20" fill="url(#fruit-cherry)" stroke="#4a000e" strokeWidth="2" />
        <ellipse cx="25" cy="62" rx="6" ry="4" fill="#fff" opacity="0.6" transform="rotate(-30 25 62)" />
        <ellipse cx="61" cy="62" rx="6" ry="4" fill="#fff" opacity="0.6" transform="rotate(-30 61 62)" />
      </symbol>

      <symbol id="slot-LEMON" viewBox="0 0 100 100">
        <ellipse cx="50" cy="52" rx="40" ry="30" {...SHADOW} />
        <path
          d="M8 52 C 10 44, 14 40, 20 36 C 34 18, 66 18, 80 36 C 86 40, 90 44, 92 52 C 90 60, 86 64, 80 68 C 66 86, 34 86, 20 68 C 14 64, 10 60, 8 52 Z"
          fill="url(#fruit-lemon)"
          stroke="#8a6a00"
          strokeWidth="2"
        />
        <ellipse cx="38" cy="40" rx="12" ry="5" fill="#fff" opacity="0.5" transform="rotate(-15 38 40)" />
      </symbol>

      <symbol id="slot-ORANGE" viewBox="0 0 100 100">
        <circle cx="50" cy="54" r="36" {...SHADOW} />
        <circle cx="50" cy="54" r="36" fill="url(#fruit-orange)" stroke="#7a3000" strokeWidth="2" />
        <path
          d="M50 20 C 56 8, 70 6, 80 12 C 72 22, 60 24, 50 20 Z"
          fill="url(#slot-leaf)"
          stroke="#0a4a1b"
          strokeWidth="1.5"
        />
        {[
          [40, 44],
          [60, 50],
          [46, 66],
          [66, 68],
          [32, 60],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="#a04000" opacity="0.5" />
        ))}
        <ellipse cx="36" cy="38" rx="10" ry="6" fill="#fff" opacity="0.45" transform="rotate(-30 36 38)" />
      </symbol>

      <symbol id="slot-PLUM" viewBox="0 0 100 100">
        <path
          d="M50 16 C 76 16, 90 38, 86 60 C 82 80, 66 92, 50 92 C 34 92, 18 80, 14 60 C 10 38, 24 16, 50 16 Z"
          {...SHADOW}
        />
        <path
          d="M50 16 C 76 16, 90 38, 86 60 C 82 80, 66 92, 50 92 C 34 92, 18 80, 14 60 C 10 38, 24 16, 50 16 Z"
          fill="url(#fruit-plum)"
          stroke="#2a0548"
          strokeWidth="2"
        />
        <path d="M50 20 C 46 40, 48 70, 54 90" fill="none" stroke="#2a0548" strokeOpacity="0.5" strokeWidth="2" />
        <path d="M50 18 C 52 10, 56 6, 62 4" fill="none" stroke="#5a3206" strokeWidth="3.5" strokeLinecap="round" />
        <path d="M54 12 C 64 4, 78 6, 84 14 C 74 20, 62 18, 54 12 Z" fill="url(#slot-leaf)" />
        <ellipse cx="32" cy="40" rx="8" ry="12" fill="#fff" opacity="0.35" transform="rotate(20 32 40)" />
      </symbol>

      <symbol id="slot-JACKPOT" viewBox="0 0 100 100">
        {[0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((angle) => (
          <path
            key={angle}
            d="M50 50 L46 0 L54 0 Z"
            fill="#ffe27a"
            opacity="0.4"
            transform={`rotate(${angle} 50 50)`}
          />
        ))}
        <circle cx="50" cy="50" r="40" fill="url(#fruit-jackpot)" stroke="url(#slot-gold)" strokeWidth="6" />
        <circle
          cx="50"
          cy="50"
          r="31"
          fill="none"
          stroke="#ffe27a"
          strokeOpacity="0.6"
          strokeWidth="1.5"
          strokeDasharray="2 3"
        />
        <text
          x="50"
          y="47"
          textAnchor="middle"
          fontFamily="'Arial Black', Impact, sans-serif"
          fontWeight="900"
          fontSize="15"
          fill="url(#slot-gold)"
          stroke="#4a0010"
          strokeWidth="2.5"
          paintOrder="stroke"
        >
          JACK
        </text>
        <text
          x="50"
          y="66"
          textAnchor="middle"
          fontFamily="'Arial Black', Impact, sans-serif"
          fontWeight="900"
          fontSize="17"
          fill="url(#slot-gold)"
          stroke="#4a0010"
          strokeWidth="2.5"
          paintOrder="stroke"
        >
          POT
        </text>
        <ellipse cx="38" cy="26" rx="12" ry="5" fill="#fff" opacity="0.35" transform="rotate(-20 38 26)" />
      </symbol>
    </>
  );
}
