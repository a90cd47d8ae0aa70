/** The letter symbols (A, K, Q, J) shared by the 20-line and the 243-ways slots. */

function Letter({
  id,
  letter,
  light,
  mid,
  dark,
}: {
  id: string;
  letter: string;
  light: string;
  mid: string;
  dark: string;
}) {
  return (
    <symbol id={`slot-${id}`} viewBox="0 0 100 100">
      <defs>
        <linearGradient id={`slot-grad-${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="0.5" stopColor={mid} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <text
        x="50"
        y="56"
        textAnchor="middle"
        dominantBaseline="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="900"
        fontSize="74"
        fill="#000"
        opacity="0.35"
        transform="translate(2 4)"
      >
        {letter}
      </text>
      <text
        x="50"
        y="56"
        textAnchor="middle"
        dominantBaseline="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="900"
        fontSize="74"
        fill={`url(#slot-grad-${id})`}
        stroke="#fff6d8"
        strokeWidth="2.2"
        paintOrder="stroke"
      >
        {letter}
      </text>
    </symbol>
  );
}

/** A, K, Q and J in their colours. */
export function LetterSymbols() {
  return (
    <>
      <Letter id="A" letter="A" light="#ffb3c0" mid="#e0173f" dark="#6d0518" />
      <Letter id="K" letter="K" light="#bfe0ff" mid="#2a6ff0" dark="#0b2a6d" />
      <Letter id="Q" letter="Q" light="#c8ffd8" mid="#17b35a" dark="#05512a" />
      <Letter id="J" letter="J" light="#ffe0a8" mid="#f08a1c" dark="#7a3a05" />
    </>
  );
}
