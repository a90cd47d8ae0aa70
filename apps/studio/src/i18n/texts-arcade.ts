/** Texts of the mines and plinko games (English). */
export const ARCADE_EN = {} as const;

/** The same texts in Vietnamese (TY): every key of ARCADE_EN. */
export const ARCADE_TY: Record<keyof typeof ARCADE_EN, string> = {};
