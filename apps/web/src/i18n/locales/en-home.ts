/** English texts of the home lobby, the notices and the popup announcements. */
export const enHome = {
  home: {
    heroEyebrow: 'Welcome to',
    heroText: 'Live casino, slots, sports and lottery in one place. Bookmark us and play responsibly.',
    gameAreas: 'Game areas',
    areaHint: 'Explore',
    marquee: {
      label: 'Latest news',
    },
    banner: {
      label: 'Featured offers',
      previous: 'Previous banner',
      next: 'Next banner',
      goTo: 'Show banner {{index}}',
    },
    jackpot: {
      title: 'Progressive jackpot',
      cta: 'Play slots',
      aria: 'Progressive jackpot {{value}}: play slots',
    },
    winners: {
      title: 'Big winners',
      emptyTitle: 'The next big win could be yours',
      emptyText: 'Fresh wins appear here as soon as players hit them.',
    },
    sections: {
      RECENT: 'Recently played',
      FAV: 'Favourites',
      HOT: 'Hot games',
      more: 'More',
      less: 'Less',
      all: 'All',
      favEmpty: 'Tap the heart on any game to keep it here.',
    },
  },
  notices: {
    title: 'Notices',
    empty: 'No notices right now',
    emptyText: 'News from the site will appear here.',
  },
  announcements: {
    title: 'Announcements',
    pick: 'Choose an announcement to read it.',
    goToPromotion: 'Go to promotion',
  },
};
