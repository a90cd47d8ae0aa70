import { enAgentCentre } from './en-agent-centre';
import { enAgentContracts } from './en-agent-contracts';
import { enAuth } from './en-auth';
import { enBetRecord } from './en-bet-record';
import { enDownload } from './en-download';
import { enGames } from './en-games';
import { enHome } from './en-home';
import { enLottery } from './en-lottery';
import { enLotteryFormats } from './en-lottery-formats';
import { enLotterySea } from './en-lottery-sea';
import { enLotteryStats } from './en-lottery-stats';
import { enLotteryVn } from './en-lottery-vn';
import { enMember } from './en-member';
import { enMessages } from './en-messages';
import { enMissions } from './en-missions';
import { enPayments } from './en-payments';
import { enPaymentsP2p } from './en-payments-p2p';
import { enPoints } from './en-points';
import { enPromotions } from './en-promotions';
import { enReferral } from './en-referral';
import { enSeamless } from './en-seamless';
import { enSecurity } from './en-security';
import { enService } from './en-service';
import { enSportsbook } from './en-sportsbook';
import { enVendors } from './en-vendors';

/** English dictionary. Every other locale must have exactly these keys. */
export const en = {
  common: {
    close: 'Close',
    retry: 'Try again',
    backHome: 'Back to home',
    comingSoon: 'Coming soon',
    loading: 'Loading…',
    copy: 'Copy',
    copied: 'Copied',
    cancel: 'Cancel',
    confirm: 'Confirm',
    login: 'Log in',
    register: 'Register',
    signOut: 'Sign out',
    myAccount: 'My account',
    save: 'Save',
  },
  language: {
    label: 'Language',
  },
  theme: {
    label: 'Theme',
    dark: 'Dark',
    light: 'Light',
    toLight: 'Switch to light theme',
    toDark: 'Switch to dark theme',
  },
  startup: {
    errorTitle: 'Unable to connect',
    networkError: 'Network link is abnormal, please try again',
  },
  maintenance: {
    defaultTitle: 'System maintenance',
    defaultMessage: 'We are upgrading our system to serve you better. Please check back soon.',
    hint: 'This page reopens by itself as soon as we are back.',
  },
  blocked: {
    title: 'Access restricted',
    message: 'Access is restricted in your location',
    ipLabel: 'Your IP address',
    hint: 'If you believe this is a mistake, please contact customer service.',
  },
  customerService: {
    button: 'Customer service',
    title: 'Customer service',
    LIVECHAT: 'Live chat',
    FACEBOOK: 'Facebook',
    TELEGRAM: 'Telegram',
  },
  playWatch: {
    realityTitle: 'Reality check',
    realityBody: 'You have been playing for {{minutes}} minutes. Your result this session: {{net}}.',
    keepPlaying: 'Keep playing',
    sessionOverTitle: 'Session time is up',
    sessionOverBody: 'You reached the session time limit you set. Take a break: you will be signed out now.',
    excludedTitle: 'You are taking a break',
    excludedBody: 'Your time-out or self-exclusion has started. You will be signed out on this device now.',
  },
  chat: {
    title: 'Customer service',
    statusNew: 'Write to us: an agent answers here',
    statusQueued: 'Waiting for an agent…',
    statusAssigned: 'Chatting with {{name}}',
    end: 'End chat',
    welcome:
      'Hello! Tell us how we can help and an agent will answer shortly. Messages wait for us even when we are offline.',
    older: 'Show earlier messages',
    typing: 'Agent is typing…',
    placeholder: 'Type a message',
    send: 'Send',
    attach: 'Send a picture (PNG or JPEG, up to 5 MB)',
    image: 'Picture',
    imageFailed: 'The picture could not be shown',
    rateTitle: 'How was our service?',
    stars_one: '{{count}} star',
    stars_other: '{{count}} stars',
    rateComment: 'Anything to add? (optional)',
    rateSend: 'Send rating',
    visitorIntro: 'You can reach customer service without signing in. Tell us your name to start.',
    visitorLocked:
      'Your account or address is locked. Tell us your name and username and an agent will help you unlock it.',
    visitorName: 'Your name',
    visitorUsername: 'Username (optional)',
    visitorUsernameHint: 'The account you need help with',
    visitorStart: 'Start chat',
    nameRequired: 'Please enter your name',
    system: {
      assigned: '{{name}} joined the conversation',
      closed: 'The conversation has ended',
      started: 'Conversation started',
    },
  },
  header: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    notices: 'Notices',
    home: 'Home',
    vipRank: 'VIP {{rank}}',
  },
  sideMenu: {
    label: 'Main menu',
    home: 'Home',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    promotions: 'Promotions',
    referral: 'Invite friends',
    rewardCentre: 'Reward centre',
    pointsMall: 'Points mall',
    appDownload: 'Download the app',
    scanHint: 'Scan with your phone camera',
    ios: 'iOS',
    android: 'Android',
    customerService: 'Customer service',
  },
  signOut: {
    title: 'Sign out',
    body: 'Are you sure you want to sign out?',
  },
  footer: {
    help: 'Help centre',
    helpEmpty: 'Help articles will appear here.',
    follow: 'Follow us',
    responsible: 'Gambling can be addictive. Please play responsibly. Only players aged 18 or over may register.',
    ageBadge: '18+',
    mirrors: 'Mirror sites',
    rights: 'All rights reserved.',
  },
  mirrors: {
    title: 'Mirror sites',
    intro:
      'If you have any difficulties accessing the site, try the mirror sites below. You can always find a secure domain available in your region. Bookmark it.',
    main: 'Main',
    empty: 'No mirror sites are listed right now.',
    loadError: 'The mirror site list could not be loaded.',
    copyLink: 'Copy {{domain}}',
  },
  help: {
    title: 'Help centre',
    articles: 'Articles',
    empty: 'There are no help articles yet.',
    loadError: 'Help articles could not be loaded.',
  },
  categories: {
    SPORTS: 'Sports',
    ESPORTS: 'E-sports',
    LIVE: 'Live casino',
    LOTT: 'Lottery',
    ELOTT: 'E-lottery',
    FISH: 'Fishing',
    PVP: 'Card games',
    RNG: 'Slots',
    BINGO: 'Bingo',
    COCKFIGHT: 'Cockfight',
  },
  gameList: {
    vendor: 'Vendor: {{vendor}}',
  },
  agent: {
    backToSite: 'Back to the player site',
    loginTitle: 'Agent centre',
    loginSubtitle: 'Sign in with your agent account to manage your team.',
  },
  notFound: {
    code: '404',
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
  },
  routeError: {
    title: 'Something went wrong',
    body: 'This page could not be displayed. Please try again.',
    reload: 'Reload',
    chunkTitle: 'This part of the site did not load',
    chunkBody: 'The connection dropped or the site was updated. Reload to get the latest version.',
    chunkStylesBody: 'The page styles could not be downloaded. Reload to try again.',
  },
  ...enMember,
  ...enSecurity,
  ...enAuth,
  ...enGames,
  ...enHome,
  ...enVendors,
  ...enDownload,
  ...enBetRecord,
  ...enSeamless,
  ...enSportsbook,
  ...enLottery,
  ...enLotteryVn,
  ...enLotterySea,
  ...enLotteryFormats,
  ...enLotteryStats,
  ...enPayments,
  ...enPaymentsP2p,
  ...enAgentCentre,
  ...enAgentContracts,
  ...enMessages,
  ...enPromotions,
  ...enMissions,
  ...enReferral,
  ...enPoints,
  ...enService,
};

export type Dictionary = typeof en;
