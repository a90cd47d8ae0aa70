/**
 * Every language code of the text dictionary (spec §1: "about 30-35 language codes"), with the
 * name a speaker recognises and the BCP 47 tag browsers and Intl understand. The running site
 * offers only the codes in SITE_LANGUAGES (system.ts); the rest are known so that a stored or
 * requested code can be recognised, named and refused cleanly rather than guessed at.
 */
export const LANGUAGE_CATALOGUE = {
  AR: { nativeName: 'العربية', tag: 'ar', direction: 'rtl' },
  BN: { nativeName: 'বাংলা', tag: 'bn', direction: 'ltr' },
  CN: { nativeName: '简体中文', tag: 'zh-CN', direction: 'ltr' },
  DE: { nativeName: 'Deutsch', tag: 'de', direction: 'ltr' },
  EN: { nativeName: 'English', tag: 'en', direction: 'ltr' },
  ES: { nativeName: 'Español', tag: 'es', direction: 'ltr' },
  FA: { nativeName: 'فارسی', tag: 'fa', direction: 'rtl' },
  FR: { nativeName: 'Français', tag: 'fr', direction: 'ltr' },
  HI: { nativeName: 'हिन्दी', tag: 'hi', direction: 'ltr' },
  ID: { nativeName: 'Bahasa Indonesia', tag: 'id', direction: 'ltr' },
  IT: { nativeName: 'Italiano', tag: 'it', direction: 'ltr' },
  JA: { nativeName: '日本語', tag: 'ja', direction: 'ltr' },
  KM: { nativeName: 'ខ្មែរ', tag: 'km', direction: 'ltr' },
  KO: { nativeName: '한국어', tag: 'ko', direction: 'ltr' },
  LO: { nativeName: 'ລາວ', tag: 'lo', direction: 'ltr' },
  MS: { nativeName: 'Bahasa Melayu', tag: 'ms', direction: 'ltr' },
  MY: { nativeName: 'မြန်မာ', tag: 'my', direction: 'ltr' },
  NE: { nativeName: 'नेपाली', tag: 'ne', direction: 'ltr' },
  PH: { nativeName: 'Filipino', tag: 'fil', direction: 'ltr' },
  PT: { nativeName: 'Português', tag: 'pt', direction: 'ltr' },
  RU: { nativeName: 'Русский', tag: 'ru', direction: 'ltr' },
  SI: { nativeName: 'සිංහල', tag: 'si', direction: 'ltr' },
  SW: { nativeName: 'Kiswahili', tag: 'sw', direction: 'ltr' },
  TA: { nativeName: 'தமிழ்', tag: 'ta', direction: 'ltr' },
  TE: { nativeName: 'తెలుగు', tag: 'te', direction: 'ltr' },
  TH: { nativeName: 'ไทย', tag: 'th', direction: 'ltr' },
  TR: { nativeName: 'Türkçe', tag: 'tr', direction: 'ltr' },
  TW: { nativeName: '繁體中文', tag: 'zh-TW', direction: 'ltr' },
  /** The site's Vietnamese locale (its own code, kept apart from VI for historical dictionaries). */
  TY: { nativeName: 'Tiếng Việt', tag: 'vi', direction: 'ltr' },
  UR: { nativeName: 'اردو', tag: 'ur', direction: 'rtl' },
  VI: { nativeName: 'Tiếng Việt (VI)', tag: 'vi', direction: 'ltr' },
  ZU: { nativeName: 'isiZulu', tag: 'zu', direction: 'ltr' },
} as const satisfies Record<string, { nativeName: string; tag: string; direction: 'ltr' | 'rtl' }>;

export type LanguageCode = keyof typeof LANGUAGE_CATALOGUE;

export const LANGUAGE_CODES = Object.keys(LANGUAGE_CATALOGUE) as LanguageCode[];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_CATALOGUE, value);
}
