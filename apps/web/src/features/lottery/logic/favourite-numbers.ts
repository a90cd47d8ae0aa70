/**
 * A player's favourite number sets (spec §3: lottery favourites are kept per username in local storage): the
 * bet type and numbers, newest first, at most MAX_FAVOURITES; saving the same set again moves it to the top.
 */
export interface FavouriteSet {
  betType: string;
  numbers: string[];
}

export const MAX_FAVOURITES = 12;

export function favouritesKey(username: string): string {
  return `lottery-favourites:${username}`;
}

const sameSet = (a: FavouriteSet, b: FavouriteSet) =>
  a.betType === b.betType && a.numbers.length === b.numbers.length && a.numbers.every((n, i) => n === b.numbers[i]);

/** Reads a stored list, dropping anything that is not a favourite set (a hand-edited or old value). */
export function parseFavourites(raw: string | null): FavouriteSet[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (entry): entry is FavouriteSet =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof entry.betType === 'string' &&
          Array.isArray(entry.numbers) &&
          entry.numbers.every((n: unknown) => typeof n === 'string' && /^\d{1,4}$/.test(n)),
      )
      .slice(0, MAX_FAVOURITES);
  } catch {
    return [];
  }
}

export function addFavourite(list: FavouriteSet[], set: FavouriteSet): FavouriteSet[] {
  const numbers = [...set.numbers].sort();
  const entry = { betType: set.betType, numbers };
  return [entry, ...list.filter((other) => !sameSet(other, entry))].slice(0, MAX_FAVOURITES);
}

export function removeFavourite(list: FavouriteSet[], set: FavouriteSet): FavouriteSet[] {
  return list.filter((other) => !sameSet(other, set));
}
