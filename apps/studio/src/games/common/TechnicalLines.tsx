/** The paytable's formulas as code lines; missing lines are left out and nothing shows when none is left. */
export function TechnicalLines({ lines }: { lines: readonly (string | null)[] }) {
  const shown = lines.filter((line): line is string => line !== null);
  if (shown.length === 0) return null;
  return (
    <ul className="technical">
      {shown.map((line) => (
        <li key={line}>
          <code>{line}</code>
        </li>
      ))}
    </ul>
  );
}
