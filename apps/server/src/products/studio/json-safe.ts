/** Money and other bigint values as strings, so choices, details and paytables store and travel as JSON. */
export function jsonSafe(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item)));
}
