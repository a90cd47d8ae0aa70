/** Account types of spec §6 and §9. */
export const ACCOUNT_TYPE = {
  MEMBER: 0,
  AGENT: 1,
  AGENT_2: 2,
  TRIAL: 4,
  AGENT_41: 41,
  AGENT_42: 42,
} as const;

export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

export function isAgentType(type: number): boolean {
  return AGENT_TYPES.includes(type);
}

export function isTrialType(type: number): boolean {
  return type === ACCOUNT_TYPE.TRIAL;
}
