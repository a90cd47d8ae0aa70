/** English texts of the game lobbies, game cards, favourites and launching. */
export const enGames = {
  games: {
    count: 'Games: {{count}}',
    noData: 'No data',
    noDataHint: 'There are no games here yet. Try another vendor or filter.',
    noMatch: 'No game name contains "{{search}}".',
    card: {
      hot: 'Hot',
      new: 'New',
      maintenance: 'Maintenance',
      start: 'Start',
      trial: 'Free trial',
      favourite: 'Add {{name}} to favourites',
      unfavourite: 'Remove {{name}} from favourites',
    },
    vendorTabs: {
      label: 'Vendors',
      ALL: 'All',
      RECENT: 'Recent',
      FAV: 'Favourite',
    },
    filters: {
      label: 'Filter games',
      NEW: 'New',
      FAV: 'Favourites',
      ALL: 'All',
      HOT: 'Hot',
      RECENT: 'Recent',
    },
    classify: {
      label: 'Game types',
      all: 'All types',
      SC: 'Scratch',
      VP: 'Video poker',
      JP: 'Jackpot',
      TG: 'Table games',
      AC: 'Arcade',
      BG: 'Bingo',
    },
    search: {
      label: 'Search games by name',
      placeholder: 'Search games',
      clear: 'Clear the search',
    },
    launch: {
      unavailableTitle: 'Game notice',
      recommended: 'Try one of these instead',
      startGame: 'Start {{name}}',
      popupBlocked: 'Popup blocked. Please allow popups and try again.',
    },
    account: {
      browse: 'Browse slots',
      favorite: {
        title: 'Favourite games',
        subtitle: 'Tap the heart on any game to keep it here.',
        empty: 'You have no favourite games yet.',
      },
      recent: {
        title: 'Recently played',
        subtitle: 'The games you opened lately, newest first.',
        empty: 'You have not played any game yet.',
      },
    },
  },
};
