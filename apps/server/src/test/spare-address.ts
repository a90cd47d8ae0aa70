let next = 0;

/** A private address no test signs in from, for calls whose per-address limits a suite would exhaust. */
export function spareAddress(): string {
  next += 1;
  return `10.250.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
}
