/**
 * Error codes the server answers with, and the HTTP status each travels with.
 * The message is the default one shown to a person; a route may give a more precise one.
 */
export const ERRORS = {
  NOT_FOUND: { status: 404, message: 'The requested resource does not exist' },
  MALFORMED_BODY: { status: 400, message: 'The request body is not valid JSON' },
  VALIDATION_FAILED: { status: 400, message: 'Some fields are missing or invalid' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This content type is not accepted' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  UNKNOWN_MERCHANT: { status: 400, message: 'Invalid URL, please contact customer service' },
  NOT_LOGGED_IN: { status: 401, message: 'You are not logged in, please login' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this' },
  INVALID_CREDENTIALS: { status: 401, message: 'Incorrect username or password' },
  ACCOUNT_DISABLED: { status: 403, message: 'This account is disabled, please contact customer service' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again after 5 minutes.' },
  CONFLICT: { status: 409, message: 'This record already exists' },
  MAINTENANCE: { status: 503, message: 'The system is under maintenance' },
  REGION_RESTRICTED: { status: 403, message: 'Access is restricted in your location' },
  FEATURE_DISABLED: { status: 403, message: 'Not enabled function, please contact customer service.' },
  PASSWORD_MISMATCH: { status: 400, message: 'Incorrect confirmation input' },
  WRONG_PASSWORD: { status: 400, message: 'The current password is incorrect' },
  INSUFFICIENT_FUNDS: { status: 409, message: 'Insufficient balance' },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    message: 'This idempotency key was already used for a different request',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    message: 'Send an Idempotency-Key header of 8-128 letters, digits, dots, colons or dashes',
  },
  CURRENCY_MISMATCH: { status: 409, message: 'The two accounts hold different currencies' },
  LEDGER_ACCOUNT_NOT_FOUND: { status: 404, message: 'Wallet not found' },
  TRANSFER_NOT_FOUND: { status: 404, message: 'Transfer not found' },
  TRANSFER_NOT_PENDING: { status: 409, message: 'This transfer is no longer pending' },
  INVALID_AMOUNT: { status: 400, message: 'Enter an amount above 0 with at most 2 decimals' },
  SAME_ACCOUNT: { status: 400, message: 'A transfer needs two different accounts' },
  PAYMENT_PASSWORD_NOT_SET: { status: 409, message: 'Set a payment password in My account first' },
  WRONG_PAYMENT_PASSWORD: { status: 400, message: 'The payment password is incorrect' },
  NO_UPLINE: { status: 409, message: 'Your account has no upline to transfer to' },
  NOT_A_DOWNLINE: { status: 403, message: 'That account is not one of your downlines' },
  NOT_AN_AGENT: { status: 403, message: 'Non-agents cannot log in' },
  TRIAL_ACCOUNT: { status: 403, message: 'in_need_true_account' },
  VENDOR_NOT_FOUND: { status: 404, message: 'This game provider is not available' },
  // Accounts and sign-in (spec §5, §8)
  NOT_A_MEMBER: { status: 403, message: 'Non-member account unable to login' },
  ENCRYPTION_REQUIRED: { status: 400, message: 'This call must be sent encrypted' },
  DECRYPTION_FAILED: { status: 400, message: 'The encrypted request could not be read, please try again' },
  CHALLENGE_REQUIRED: { status: 400, message: 'Captcha check failed, please try again.' },
  CHALLENGE_FAILED: { status: 400, message: 'Captcha check failed, please try again.' },
  CAPTCHA_REQUIRED: { status: 400, message: 'Please enter the captcha' },
  CAPTCHA_INVALID: { status: 400, message: 'Incorrect captcha, please try again' },
  ACCOUNT_LOCKED: {
    status: 423,
    message: 'Too many failed sign-ins: this account is locked for 15 minutes',
  },
  IP_LOCKED: {
    status: 423,
    message: 'Your IP is temporarily locked, please contact online support to unlock it',
  },
  SECOND_FACTOR_REQUIRED: {
    status: 401,
    message: 'This device is new to your account: enter the verification code we sent you',
  },
  SECOND_FACTOR_INVALID: { status: 400, message: 'Please enter a valid verification code' },
  PHONE_INVALID: { status: 400, message: 'Please enter a valid phone number.' },
  PHONE_TAKEN: { status: 409, message: 'This mobile number is already registered' },
  CODE_INVALID: { status: 400, message: 'Please enter a valid verification code' },
  CODE_EXPIRED: { status: 400, message: 'Verification code has expired, please send again.' },
  SMS_TOO_MANY: { status: 429, message: 'Too many requests, please try again after 5 minutes.' },
  SMS_QUOTA_EXCEEDED: { status: 429, message: 'Quota not sufficient, please contact customer service.' },
  DELIVERY_FAILED: { status: 502, message: 'Unknown error, please try again later.' },
  USERNAME_TAKEN: { status: 409, message: 'This username is already taken' },
  EMAIL_TAKEN: { status: 409, message: 'This email address is already registered' },
  INVITATION_CODE_INVALID: { status: 400, message: 'Invalid invitation code' },
  ACCOUNT_NOT_FOUND: { status: 404, message: 'Username/Email does not exist' },
  RESET_LINK_INVALID: { status: 400, message: 'This reset link is invalid or has expired, please ask for a new one' },
  UNDER_AGE: { status: 400, message: 'Please confirm you are 21 years old' },
  TOTP_NOT_SET_UP: { status: 409, message: 'Start the authenticator set-up first' },
  // Game catalogue and launch
  GAME_NOT_FOUND: { status: 404, message: 'This game does not exist' },
  GAME_MAINTENANCE: { status: 503, message: 'This game is under maintenance, please try another game' },
  GAME_UNAVAILABLE: { status: 503, message: 'This game is not available yet, please try another game' },
  WALLET_UNREACHABLE: { status: 503, message: 'The wallet could not be reached, please try again' },
  ROUND_NOT_FOUND: { status: 404, message: 'This round does not exist' },
  // Image uploads (back office artwork; later deposit proofs)
  UPLOAD_NOT_MULTIPART: {
    status: 415,
    message: 'Send the image as multipart/form-data with one file field named "file"',
  },
  UPLOAD_NO_FILE: { status: 400, message: 'Choose an image file to upload' },
  UPLOAD_TOO_MANY_FILES: { status: 400, message: 'Upload one image at a time' },
  IMAGE_TYPE_NOT_ALLOWED: {
    status: 415,
    message: 'This file is not a PNG, JPEG or WebP image (its content is checked, not its name)',
  },
  IMAGE_TOO_LARGE: { status: 413, message: 'The image is too large: at most 5 MB' },
  IMAGE_UNREADABLE: { status: 400, message: 'The image could not be read: the file may be damaged' },
  INTERNAL: { status: 500, message: 'Network link is abnormal, please try again' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}
