/** Texts of the scratch card and baccarat games (English). */
export const INSTANT_EN = {} as const;

/** The same texts in Vietnamese (TY): every key of INSTANT_EN. */
export const INSTANT_TY: Record<keyof typeof INSTANT_EN, string> = {};
