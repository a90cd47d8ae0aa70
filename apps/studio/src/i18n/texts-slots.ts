/** Texts of the classic, 243-ways and progressive-jackpot slots games (English). */
export const SLOTS_EN = {} as const;

/** The same texts in Vietnamese (TY): every key of SLOTS_EN. */
export const SLOTS_TY: Record<keyof typeof SLOTS_EN, string> = {};
