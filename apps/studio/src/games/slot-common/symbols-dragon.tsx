/** Drawings of the 243-ways slot's symbols: dragon, tiger, koi and lotus (WILD, SCATTER and letters are shared). */

function DragonGradients() {
  return (
    <defs>
      <radialGradient id="ways-jade" cx="40%" cy="30%" r="80%">
        <stop offset="0" stopColor="#c8ffe0" />
        <stop offset="0.45" stopColor="#1fbf7a" />
        <stop offset="1" stopColor="#064a32" />
      </radialGradient>
      <radialGradient id="ways-tiger" cx="45%" cy="35%" r="70%">
        <stop offset="0" stopColor="#ffe0a0" />
        <stop offset="0.5" stopColor="#ff9a1a" />
        <stop offset="1" stopColor="#9a4a00" />
      </radialGradient>
      <linearGradient id="ways-koi" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fff6ee" />
        <stop offset="0.5" stopColor="#ff6a2a" />
        <stop offset="1" stopColor="#b01e00" />
      </linearGradient>
      <radialGradient id="ways-lotus" cx="50%" cy="80%" r="80%">
        <stop offset="0" stopColor="#fff0f6" />
        <stop offset="0.5" stopColor="#ff7ab8" />
        <stop offset="1" stopColor="#a0125a" />
      </radialGradient>
    </defs>
  );
}

const DRAGON_HEAD =
  'M14 58 C 14 36, 30 20, 52 18 C 66 17, 78 22, 86 32 L94 30 L90 42 C 92 48, 92 54, 88 58 L94 64 L82 66 C 76 76, 64 82, 50 82 C 40 82, 30 78, 24 72 L10 76 L16 64 Z';
const TIGER_FACE =
  'M50 14 C 62 14, 72 18, 78 24 L88 12 L90 34 C 94 42, 94 54, 90 64 C 84 80, 68 90, 50 90 C 32 90, 16 80, 10 64 C 6 54, 6 42, 10 34 L12 12 L22 24 C 28 18, 38 14, 50 14 Z';
const KOI_BODY =
  'M8 54 C 20 30, 46 22, 66 30 C 76 34, 82 42, 84 50 L96 36 L94 64 L84 54 C 80 66, 66 76, 46 76 C 28 76, 14 66, 8 54 Z';

/** The 243-ways slot's animal and flower symbols. */
export function DragonSymbols() {
  return (
    <>
      <DragonGradients />
      <symbol id="slot-DRAGON" viewBox="0 0 100 100">
        <path d={DRAGON_HEAD} fill="#000" opacity="0.3" transform="translate(2 4)" />
        <path d={DRAGON_HEAD} fill="url(#ways-jade)" stroke="url(#slot-gold)" strokeWidth="4" strokeLinejoin="round" />
        <path
          d="M30 24 L22 6 L40 20 M46 18 L44 2 L58 18"
          fill="none"
          stroke="url(#slot-gold)"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <path
          d="M58 36 C 64 30, 74 30, 78 36 C 72 40, 64 40, 58 36 Z"
          fill="#fff6c8"
          stroke="#3a1a00"
          strokeWidth="1.5"
        />
        <circle cx="69" cy="36" r="3.5" fill="#e0173f" />
        <path d="M50 62 C 62 66, 74 66, 86 60" fill="none" stroke="#064a32" strokeWidth="3" strokeLinecap="round" />
        {[0, 1, 2].map((i) => (
          <path
            key={i}
            d={`M${24 + i * 10} ${48 + i * 2} q5 -6 10 0`}
            fill="none"
            stroke="#c8ffe0"
            strokeOpacity="0.6"
            strokeWidth="2"
          />
        ))}
        <path d="M86 66 C 92 72, 96 80, 92 90" fill="none" stroke="#ffe27a" strokeWidth="2.5" strokeLinecap="round" />
      </symbol>

      <symbol id="slot-TIGER" viewBox="0 0 100 100">
        <path d={TIGER_FACE} fill="#000" opacity="0.3" transform="translate(2 4)" />
        <path d={TIGER_FACE} fill="url(#ways-tiger)" stroke="#4a2000" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M50 16 L50 30 M40 18 L44 30 M60 18 L56 30" stroke="#2a1200" strokeWidth="3.5" strokeLinecap="round" />
        <path
          d="M10 44 L24 48 M10 56 L24 56 M90 44 L76 48 M90 56 L76 56"
          stroke="#2a1200"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
        <ellipse cx="50" cy="70" rx="20" ry="14" fill="#fff4e0" />
        <path
          d="M32 42 C 36 36, 44 38, 44 44 C 40 48, 34 48, 32 42 Z"
          fill="#c8ff6a"
          stroke="#2a1200"
          strokeWidth="1.5"
        />
        <path
          d="M68 42 C 64 36, 56 38, 56 44 C 60 48, 66 48, 68 42 Z"
          fill="#c8ff6a"
          stroke="#2a1200"
          strokeWidth="1.5"
        />
        <path d="M44 60 L56 60 L50 67 Z" fill="#3a1200" />
        <path
          d="M50 67 L50 72 M50 72 C 46 76, 42 76, 40 73 M50 72 C 54 76, 58 76, 60 73"
          fill="none"
          stroke="#3a1200"
          strokeWidth="2"
        />
      </symbol>

      <symbol id="slot-KOI" viewBox="0 0 100 100">
        <path d={KOI_BODY} fill="#000" opacity="0.3" transform="translate(2 4)" />
        <path d={KOI_BODY} fill="url(#ways-koi)" stroke="#7a1400" strokeWidth="2.5" strokeLinejoin="round" />
        <path
          d="M40 28 C 46 16, 58 14, 64 22 C 56 24, 48 26, 40 28 Z"
          fill="#ff8a3a"
          stroke="#7a1400"
          strokeWidth="1.5"
        />
        <path d="M42 76 C 46 86, 54 88, 58 82" fill="#ff8a3a" stroke="#7a1400" strokeWidth="1.5" />
        <ellipse cx="46" cy="48" rx="9" ry="7" fill="#fff" opacity="0.8" />
        <ellipse cx="62" cy="58" rx="7" ry="5" fill="#fff" opacity="0.7" />
        <circle cx="22" cy="48" r="4" fill="#1a0800" />
        <circle cx="21" cy="47" r="1.3" fill="#fff" />
        <path d="M10 56 C 6 62, 6 66, 10 70" fill="none" stroke="#ffe27a" strokeWidth="2" strokeLinecap="round" />
      </symbol>

      <symbol id="slot-LOTUS" viewBox="0 0 100 100">
        <ellipse cx="50" cy="84" rx="38" ry="8" fill="url(#ways-jade)" opacity="0.9" />
        {[-60, -30, 30, 60].map((angle) => (
          <path
            key={angle}
            d="M50 80 C 38 64, 38 40, 50 24 C 62 40, 62 64, 50 80 Z"
            fill="url(#ways-lotus)"
            stroke="#8a0e4a"
            strokeWidth="1.5"
            transform={`rotate(${angle} 50 80)`}
          />
        ))}
        <path
          d="M50 80 C 34 60, 36 32, 50 14 C 64 32, 66 60, 50 80 Z"
          fill="url(#ways-lotus)"
          stroke="#8a0e4a"
          strokeWidth="2"
        />
        <path d="M50 74 L50 26" stroke="#fff" strokeOpacity="0.6" strokeWidth="2" />
        <circle cx="50" cy="74" r="5" fill="url(#slot-gold)" />
      </symbol>
    </>
  );
}
