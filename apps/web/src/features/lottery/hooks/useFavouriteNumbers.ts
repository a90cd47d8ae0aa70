import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { memberInfoQuery } from '../../../api/member-info';
import { readStorage, writeStorage } from '../../../lib/storage';
import {
  addFavourite,
  type FavouriteSet,
  favouritesKey,
  parseFavourites,
  removeFavourite,
} from '../logic/favourite-numbers';

/** The signed-in player's favourite number sets, kept in this browser under their username (spec §3). */
export function useFavouriteNumbers() {
  const member = useQuery(memberInfoQuery());
  const username = member.data?.userName;
  const [favourites, setFavourites] = useState<FavouriteSet[]>([]);
  useEffect(() => {
    setFavourites(username ? parseFavourites(readStorage('local', favouritesKey(username))) : []);
  }, [username]);
  const store = useCallback(
    (next: FavouriteSet[]) => {
      if (!username) return;
      setFavourites(next);
      writeStorage('local', favouritesKey(username), JSON.stringify(next));
    },
    [username],
  );
  return {
    isReady: Boolean(username),
    favourites,
    save: (set: FavouriteSet) => store(addFavourite(favourites, set)),
    remove: (set: FavouriteSet) => store(removeFavourite(favourites, set)),
  };
}
