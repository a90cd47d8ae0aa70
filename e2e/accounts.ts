import { withDemoSettings } from './browser';

/** A username the demo rules accept (a letter, then letters or digits, 6-16) and no other journey uses. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`.slice(0, 16);
}

/** A Vietnamese mobile number (the 91 range) no one has registered. */
export function uniqueMobile(): string {
  return `91${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/**
 * Registration journeys run without the captcha (a browser test cannot read the image; the captcha
 * journey reads it from the database): the rule is switched off for the journey and put back after.
 */
export function withoutCaptcha(baseUrl: string, journey: () => Promise<void>): Promise<void> {
  return withDemoSettings(
    baseUrl,
    (settings) => ({
      registerRules: {
        ...settings.registerRules,
        captcha: { ...(settings.registerRules?.captcha as object), enabled: false, required: false },
      },
    }),
    journey,
  );
}
