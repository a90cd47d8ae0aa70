/** Texts of the crash games (English). */
export const CRASH_EN = {} as const;

/** The same texts in Vietnamese (TY): every key of CRASH_EN. */
export const CRASH_TY: Record<keyof typeof CRASH_EN, string> = {};
