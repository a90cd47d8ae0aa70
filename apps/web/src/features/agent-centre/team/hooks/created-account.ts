import type { CreateDownline } from '@fortuna/contracts/agents';
import { z } from 'zod';

export interface CreatedAccount {
  id: number | null;
  username: string;
  nickname: string;
  kind: CreateDownline['kind'];
}

const answerSchema = z.object({
  id: z.number().int().optional(),
  username: z.string().optional(),
  nickname: z.string().optional(),
  isAgent: z.boolean().optional(),
  kind: z.enum(['member', 'agent']).optional(),
});

/** The new account to show: what the server answered, completed with what was sent. */
export function createdAccountOf(answer: unknown, sent: CreateDownline): CreatedAccount {
  const parsed = answerSchema.safeParse(answer);
  const value = parsed.success ? parsed.data : {};
  const kind = value.kind ?? (value.isAgent === undefined ? sent.kind : value.isAgent ? 'agent' : 'member');
  return {
    id: value.id ?? null,
    username: value.username || sent.username,
    nickname: value.nickname ?? sent.nickname,
    kind,
  };
}
