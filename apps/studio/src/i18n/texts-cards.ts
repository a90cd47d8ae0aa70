/** Texts of the blackjack and video poker games (English). */
export const CARDS_EN = {} as const;

/** The same texts in Vietnamese (TY): every key of CARDS_EN. */
export const CARDS_TY: Record<keyof typeof CARDS_EN, string> = {};
