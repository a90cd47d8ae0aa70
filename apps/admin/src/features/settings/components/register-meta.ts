import type { PatternId } from '@fortuna/contracts/patterns';
import type { RegisterField } from '@fortuna/contracts/settings';

export const REGISTER_FIELD_LABELS: Record<RegisterField, string> = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  mobileNum: 'Mobile number',
  verificationCode: 'SMS verification code',
  payeeName: 'Payee name',
  paymentPassword: 'Payment password',
  qqNum: 'QQ number',
  line: 'LINE ID',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  wechat: 'WeChat',
  idNumber: 'ID number',
  email: 'Email',
  recommenderId: 'Recommender ID',
  affiliateCode: 'Affiliate code',
  captcha: 'Captcha',
};

export const PATTERN_LABELS: Record<PatternId, string> = {
  ANY: 'Any characters',
  LETTER_FIRST_ALNUM: 'Letter first, then letters or digits',
  CHINESE_DIGITS: 'Chinese characters and digits',
  EMAIL: 'Email address',
  LETTERS_OR_DIGITS: 'Letters or digits',
  LETTERS_AND_DIGITS: 'Letters and digits (both required)',
  DIGITS: 'Digits only',
  ALNUM_WITH_UPPER: 'Letters or digits with an uppercase letter',
  ENGLISH_SPACES: 'English letters and spaces',
  NO_SPACES: 'No spaces',
  CHINESE_PUNCTUATION: 'Chinese with punctuation',
  DATE_YMD: 'Date yyyy-MM-dd',
  DATE_MDY: 'Date MM-dd-yyyy',
  KOREAN: 'Korean only',
  THAI: 'Thai only',
  THAI_ENGLISH_SPACES: 'Thai or English with spaces',
  UPPER_SPACES: 'Uppercase letters and spaces',
  LETTERS_DIGITS_SYMBOLS: 'Letters, digits and symbols',
  STRONG_PASSWORD: 'Strong password (upper, lower, digit, symbol)',
  FULL_NAME: 'Full name (first and last)',
  JAPANESE_FULLWIDTH: 'Full-width Japanese',
  UPPER_ONLY: 'Uppercase letters only',
  MOBILE: 'Mobile number',
  INVITATION_CODE: 'Invitation code',
};

export function isPatternId(value: string): value is PatternId {
  return Object.hasOwn(PATTERN_LABELS, value);
}
