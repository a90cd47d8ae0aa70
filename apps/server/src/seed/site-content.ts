import type { ContentKind } from '@fortuna/contracts/content';

interface DemoContent {
  kind: ContentKind;
  groupName?: string;
  title: string;
  content?: string;
  imageUrl?: string;
  linkUrl?: string;
  sortOrder: number;
}

/**
 * What the demo merchant's staff have published: home banners (artwork served by the site), marquee
 * lines and a notice. No popup: a popup is published from the back office when wanted.
 */
export const DEMO_SITE_CONTENT: readonly DemoContent[] = [
  {
    kind: 'banner',
    groupName: 'w_home',
    title: 'Welcome bonus',
    imageUrl: '/banners/welcome.svg',
    linkUrl: '/promotions',
    sortOrder: 1,
  },
  {
    kind: 'banner',
    groupName: 'w_home',
    title: 'Slots',
    imageUrl: '/banners/slots.svg',
    linkUrl: '/rng',
    sortOrder: 2,
  },
  {
    kind: 'banner',
    groupName: 'w_home',
    title: 'Live tables',
    imageUrl: '/banners/live.svg',
    linkUrl: '/live',
    sortOrder: 3,
  },
  { kind: 'marquee', title: 'Welcome to Fortuna Demo — play responsibly, 18+ only.', sortOrder: 1 },
  { kind: 'marquee', title: 'Free play is on: try every game with demo money before you deposit.', sortOrder: 2 },
  {
    kind: 'notice',
    title: 'Welcome to the Fortuna demo',
    content:
      '<p>This is a demonstration site. Sign in as <strong>demo01</strong> with the password <strong>Demo#2026</strong>, or open a free-play account.</p>',
    sortOrder: 1,
  },
];
