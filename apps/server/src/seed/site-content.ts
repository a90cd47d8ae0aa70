import type { ContentKind, ContentTranslations } from '@fortuna/contracts/content';

interface DemoContent {
  kind: ContentKind;
  groupName?: string;
  /** In the demo merchant's default language (TY); `translations` holds the English. */
  title: string;
  content?: string;
  imageUrl?: string;
  linkUrl?: string;
  sortOrder: number;
  translations: ContentTranslations;
}

/**
 * What the demo merchant's staff have published, in Vietnamese (the merchant's default language) and
 * English: home banners (artwork served by the site, one picture per language), marquee lines and a
 * notice. Every banner leads to something that exists: the slots and the table games of the /rng
 * lobby, and the promotions. No popup: a popup is published from the back office when wanted.
 */
export const DEMO_SITE_CONTENT: readonly DemoContent[] = [
  {
    kind: 'banner',
    groupName: 'w_home',
    title: 'Nổ hũ',
    imageUrl: '/banners/slots-vi.svg',
    linkUrl: '/rng',
    sortOrder: 1,
    translations: { EN: { title: 'Slots', content: '', imageUrl: '/banners/slots.svg' } },
  },
  {
    kind: 'banner',
    groupName: 'w_home',
    title: 'Bàn chơi',
    imageUrl: '/banners/tables-vi.svg',
    linkUrl: '/rng',
    sortOrder: 2,
    translations: { EN: { title: 'Table games', content: '', imageUrl: '/banners/tables.svg' } },
  },
  {
    kind: 'banner',
    groupName: 'w_home',
    title: 'Khuyến mãi',
    imageUrl: '/banners/promotions-vi.svg',
    linkUrl: '/promotions',
    sortOrder: 3,
    translations: { EN: { title: 'Promotions', content: '', imageUrl: '/banners/promotions.svg' } },
  },
  {
    kind: 'marquee',
    title: 'Chào mừng đến với Fortuna Demo — chơi có trách nhiệm, chỉ dành cho người từ 18 tuổi.',
    sortOrder: 1,
    translations: { EN: { title: 'Welcome to Fortuna Demo — play responsibly, 18+ only.', content: '', imageUrl: '' } },
  },
  {
    kind: 'marquee',
    title: 'Chơi thử đang mở: thử mọi trò chơi bằng tiền thử trước khi nạp tiền.',
    sortOrder: 2,
    translations: {
      EN: { title: 'Free play is on: try every game with demo money before you deposit.', content: '', imageUrl: '' },
    },
  },
  {
    kind: 'notice',
    title: 'Chào mừng đến với bản demo Fortuna',
    content:
      '<p>Đây là trang trình diễn. Đăng nhập bằng <strong>demo01</strong> với mật khẩu <strong>Demo#2026</strong>, hoặc mở tài khoản chơi thử.</p>',
    sortOrder: 1,
    translations: {
      EN: {
        title: 'Welcome to the Fortuna demo',
        content:
          '<p>This is a demonstration site. Sign in as <strong>demo01</strong> with the password <strong>Demo#2026</strong>, or open a free-play account.</p>',
        imageUrl: '',
      },
    },
  },
];
