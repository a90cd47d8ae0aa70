/// <reference path="../geoip-country.d.ts" />
import geoip from 'geoip-country';

/** Two-letter country of an IP address from the bundled IP-to-country database, or null (private or unknown). */
export function countryOfIp(ip: string): string | null {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(address)?.country ?? null;
}
