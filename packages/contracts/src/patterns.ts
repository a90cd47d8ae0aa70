/**
 * The pattern catalogue of spec §5. Registration field rules name a pattern by id; the site and
 * the server check input against the same expression and build the same message.
 */
export const PATTERNS = {
  ANY: { regex: /^[\s\S]*$/u, message: 'Please fill in (min) - (max) characters' },
  LETTER_FIRST_ALNUM: {
    regex: /^[A-Za-z][A-Za-z0-9]*$/u,
    message: 'Please start with a letter and use letters or digits, (min) - (max) characters',
  },
  CHINESE_DIGITS: {
    regex: /^[\u4e00-\u9fa50-9]*$/u,
    message: 'Please use Chinese characters or digits, (min) - (max) characters',
  },
  EMAIL: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u, message: 'Please enter a valid email address' },
  LETTERS_OR_DIGITS: { regex: /^[A-Za-z0-9]*$/u, message: 'Please use letters or digits, (min) - (max) characters' },
  LETTERS_AND_DIGITS: {
    regex: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]*$/u,
    message: 'Please use both letters and digits, (min) - (max) characters',
  },
  DIGITS: { regex: /^[0-9]*$/u, message: 'Please use digits only, (min) - (max) characters' },
  ALNUM_WITH_UPPER: {
    regex: /^(?=.*[A-Z])[A-Za-z0-9]*$/u,
    message: 'Please use letters or digits with at least one uppercase letter, (min) - (max) characters',
  },
  ENGLISH_SPACES: {
    regex: /^[A-Za-z ]*$/u,
    message: 'Please use English letters and spaces, (min) - (max) characters',
  },
  NO_SPACES: { regex: /^\S*$/u, message: 'Spaces are not allowed, (min) - (max) characters' },
  CHINESE_PUNCTUATION: {
    regex: /^[\u4e00-\u9fa5\u3000-\u303f\uff00-\uffef]*$/u,
    message: 'Please use Chinese characters and punctuation, (min) - (max) characters',
  },
  DATE_YMD: {
    regex: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u,
    message: 'Please use the date format yyyy-MM-dd',
  },
  DATE_MDY: {
    regex: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/u,
    message: 'Please use the date format MM-dd-yyyy',
  },
  KOREAN: {
    regex: /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]*$/u,
    message: 'Please use Korean only, (min) - (max) characters',
  },
  THAI: { regex: /^[\u0e00-\u0e7f]*$/u, message: 'Please use Thai only, (min) - (max) characters' },
  THAI_ENGLISH_SPACES: {
    regex: /^[\u0e00-\u0e7fA-Za-z ]*$/u,
    message: 'Please use Thai or English letters and spaces, (min) - (max) characters',
  },
  UPPER_SPACES: { regex: /^[A-Z ]*$/u, message: 'Please use uppercase letters and spaces, (min) - (max) characters' },
  LETTERS_DIGITS_SYMBOLS: {
    regex: /^[A-Za-z0-9!-/:-@[-`{-~]*$/u,
    message: 'Please use letters, digits and symbols, (min) - (max) characters',
  },
  STRONG_PASSWORD: {
    regex: /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9])\S*$/u,
    message: 'Please fill in your password with (min) - (max) characters: uppercase, lowercase, digit and symbol',
  },
  FULL_NAME: { regex: /^\S+( \S+)+$/u, message: 'Please enter your first and last name separated by a space' },
  JAPANESE_FULLWIDTH: {
    regex: /^[\u3040-\u309f\u30a0-\u30ff\u4e00-\u9faf\u3000]*$/u,
    message: 'Please use full-width Hiragana, Katakana or Kanji, (min) - (max) characters',
  },
  UPPER_ONLY: { regex: /^[A-Z]*$/u, message: 'Please use uppercase letters only, (min) - (max) characters' },
  MOBILE: { regex: /^[0-9]{6,15}$/u, message: 'Please enter a valid mobile number' },
  INVITATION_CODE: { regex: /^[A-Za-z0-9]{4,16}$/u, message: 'Invalid invitation code' },
} as const satisfies Record<string, { regex: RegExp; message: string }>;

export type PatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS) as [PatternId, ...PatternId[]];

/** Builds the message for a pattern with min and max substituted, as spec §5 describes. */
export function patternMessage(id: PatternId, min: number, max: number): string {
  return PATTERNS[id].message.replace('(min)', String(min)).replace('(max)', String(max));
}
