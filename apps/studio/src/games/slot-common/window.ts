/** A reels × rows window of known symbols from a round's detail (window[reel] = [top, …, bottom]), or null. */
export function asWindow<S extends string>(
  value: unknown,
  is: (v: unknown) => v is S,
  reels = 3,
  rows = 3,
): S[][] | null {
  if (!Array.isArray(value) || value.length !== reels) return null;
  const columns = value.map((column) =>
    Array.isArray(column) && column.length === rows && column.every(is) ? (column as S[]) : null,
  );
  return columns.every((column) => column !== null) ? (columns as S[][]) : null;
}
