import type { Whitelabel } from '@fortuna/contracts/settings';

export type SwitchKey = { [K in keyof Whitelabel]: Whitelabel[K] extends boolean ? K : never }[keyof Whitelabel];

export const SWITCH_GROUPS = [
  { id: 'access', title: 'Registration and login' },
  { id: 'passwords', title: 'Passwords' },
  { id: 'programmes', title: 'Player programmes' },
  { id: 'agents', title: 'Agent contracts' },
  { id: 'security', title: 'Security and integration' },
] as const;

type GroupId = (typeof SWITCH_GROUPS)[number]['id'];

interface SwitchMeta {
  label: string;
  hint: string;
  group: GroupId;
}

/** A label and one-line explanation for every feature switch; the type makes a missing one a compile error. */
export const SWITCH_META: Record<SwitchKey, SwitchMeta> = {
  mobileRegistration: {
    label: 'Mobile registration',
    hint: 'Show the mobile-number tab in the register popup.',
    group: 'access',
  },
  mobilePasswordRegistration: {
    label: 'Password on mobile registration',
    hint: 'Ask for a password when a player registers with a mobile number.',
    group: 'access',
  },
  smsVerification: {
    label: 'SMS verification',
    hint: 'Require an SMS code to confirm the mobile number at registration.',
    group: 'access',
  },
  smsLogin: {
    label: 'SMS code login',
    hint: 'Let players sign in with their mobile number and a one-time SMS code.',
    group: 'access',
  },
  birthdayAgeCheck: {
    label: 'Birthday age check',
    hint: 'A birthday given at registration or in the profile must make the member 21 or older.',
    group: 'access',
  },
  freePlay: {
    label: 'Free play',
    hint: 'Let visitors try games on a demo balance with a trial account.',
    group: 'access',
  },
  forcePasswordChange: {
    label: 'Force password change',
    hint: 'Open the change-password popup after login when the password is weak or expired.',
    group: 'passwords',
  },
  resetByEmail: {
    label: 'Password reset by email',
    hint: 'Offer password recovery by email (white-label flag CHNGPASSMAIL3).',
    group: 'passwords',
  },
  resetByPhone: {
    label: 'Password reset by phone',
    hint: 'Offer password recovery with an SMS code (white-label flag CHNGPASSVERIF3).',
    group: 'passwords',
  },
  vip: {
    label: 'VIP programme',
    hint: 'Show VIP levels, rank and VIP bonuses in the member centre.',
    group: 'programmes',
  },
  referral: {
    label: 'Referral',
    hint: 'Let members invite friends with a referral link and earn rewards.',
    group: 'programmes',
  },
  affiliate: {
    label: 'Affiliate codes',
    hint: 'Accept an affiliate code at registration and place the player under that agent.',
    group: 'programmes',
  },
  contractDividend: {
    label: 'Dividend contracts',
    hint: 'Agents may offer dividend contracts to their downlines.',
    group: 'agents',
  },
  contractDailySalary: {
    label: 'Daily salary contracts',
    hint: 'Agents may offer daily wages based on the team’s valid bets.',
    group: 'agents',
  },
  contractHourlySalary: {
    label: 'Hourly salary contracts',
    hint: 'Agents may offer salaries settled every hour.',
    group: 'agents',
  },
  contractRealtimeSalary: {
    label: 'Real-time salary contracts',
    hint: 'Agents may offer salaries credited as bets settle.',
    group: 'agents',
  },
  agentPolicy: {
    label: 'Agent consolidated data',
    hint: 'Load consolidated team data for signed-in agents (agent policy flag).',
    group: 'agents',
  },
  requireChallenge: {
    label: 'Bot challenge',
    hint: 'Login, registration and SMS requests must carry a solved proof-of-work challenge.',
    group: 'security',
  },
  allowPlainJson: {
    label: 'Accept plain JSON',
    hint: 'Calls marked encrypted may also be sent unencrypted; keep off in production.',
    group: 'security',
  },
};

export function isSwitchKey(key: string): key is SwitchKey {
  return Object.hasOwn(SWITCH_META, key);
}

export type NumberKey = { [K in keyof Whitelabel]: Whitelabel[K] extends number ? K : never }[keyof Whitelabel];

interface NumberMeta extends SwitchMeta {
  min: number;
  max: number;
}

/** The numeric settings, shown under their group after its switches. */
export const NUMBER_META: Record<NumberKey, NumberMeta> = {
  passwordExpiryDays: {
    label: 'Password expiry (days)',
    hint: 'Days until a password must be changed; 0 turns expiry off.',
    group: 'passwords',
    min: 0,
    max: 3650,
  },
  smsCodeMinutes: {
    label: 'SMS code lifetime (minutes)',
    hint: 'How long an SMS code stays valid; the SMS button counts down this long.',
    group: 'access',
    min: 1,
    max: 30,
  },
  smsDailyQuota: {
    label: 'SMS per day',
    hint: "SMS codes the site may send per day (UTC) before players see 'Quota not sufficient'.",
    group: 'access',
    min: 0,
    max: 1_000_000,
  },
};
