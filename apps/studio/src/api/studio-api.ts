import {
  type Fairness,
  fairnessSchema,
  type PlayRoundAnswer,
  playRoundAnswerSchema,
  rotateSeedAnswerSchema,
  STUDIO_PATHS,
  type StudioBalance,
  type StudioRound,
  type StudioSession,
  studioBalanceSchema,
  studioRoundSchema,
  studioSessionSchema,
  type VerifyAnswer,
  verifyAnswerSchema,
} from '@fortuna/contracts/studio';
import { z } from 'zod';
import { type FetchLike, studioRequest } from './client';

export type RotateSeedAnswer = z.infer<typeof rotateSeedAnswerSchema>;

/** A completed round: the full play answer, or only the round (the balance is then its balanceAfter). */
export interface CompletedRound {
  round: StudioRound;
  balance: string | null;
  fairness: Fairness | null;
}

export interface PlayRequestBody {
  choices: unknown;
  requestId: string;
}

/** A decision in an open round of an interactive game: `{ type: 'hit' }`, `{ type: 'draw', held }`… */
export type RoundAction = { type: string } & Record<string, unknown>;

/** A client seed change: the new fairness and, when the server rotated the pair for it, the revealed seed. */
export interface ClientSeedAnswer {
  fairness: Fairness;
  revealed: RotateSeedAnswer['revealed'] | null;
}

export interface VerifyQuery {
  gameCode: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The round's choices as JSON text. */
  choices: string;
}

/** Everything the game client asks the studio server (docs: packages/contracts/src/studio.ts). */
export interface StudioApi {
  createSession(launchToken: string): Promise<StudioSession>;
  /** The wallet's balance now (minor units), after the site said money moved outside the game. */
  balance(studioToken: string): Promise<StudioBalance>;
  playRound(studioToken: string, body: PlayRequestBody): Promise<PlayRoundAnswer>;
  completeRound(studioToken: string, roundId: string): Promise<CompletedRound>;
  /**
   * A decision in the player's open round (interactive games). A resend with the same requestId
   * applies the decision once and gets the same answer.
   */
  act(studioToken: string, roundId: string, action: RoundAction, requestId: string): Promise<PlayRoundAnswer>;
  setClientSeed(studioToken: string, clientSeed: string): Promise<ClientSeedAnswer>;
  rotateSeed(studioToken: string): Promise<RotateSeedAnswer>;
  verify(query: VerifyQuery): Promise<VerifyAnswer>;
  recall(roundId: string, exp: string, sig: string, lang: string): Promise<StudioRound>;
  /** The player's last rounds of this game (GET /studio/api/rounds). */
  recentRounds(studioToken: string, limit: number): Promise<StudioRound[]>;
}

const completedSchema = z.union([
  playRoundAnswerSchema.transform((answer): CompletedRound => answer),
  studioRoundSchema.transform((round): CompletedRound => ({ round, balance: round.balanceAfter, fairness: null })),
  z
    .object({ round: studioRoundSchema })
    .transform(
      (answer): CompletedRound => ({ round: answer.round, balance: answer.round.balanceAfter, fairness: null }),
    ),
]);

// The server rotates the pair for a new client seed (answering like rotate); a bare fairness is read too.
const clientSeedAnswerSchema = z.union([
  rotateSeedAnswerSchema.transform((answer): ClientSeedAnswer => answer),
  z
    .object({ fairness: fairnessSchema })
    .transform((answer): ClientSeedAnswer => ({ fairness: answer.fairness, revealed: null })),
  fairnessSchema.transform((fairness): ClientSeedAnswer => ({ fairness, revealed: null })),
]);

const roundsSchema = z.union([
  z.array(studioRoundSchema),
  z.object({ rounds: z.array(studioRoundSchema) }).transform((answer) => answer.rounds),
]);

const recallSchema = z.union([
  studioRoundSchema,
  z.object({ round: studioRoundSchema }).transform((answer) => answer.round),
]);

export function httpStudioApi(fetchImpl: FetchLike = (input, init) => fetch(input, init)): StudioApi {
  return {
    createSession: (launchToken) =>
      studioRequest(fetchImpl, STUDIO_PATHS.session, studioSessionSchema, { method: 'POST', body: { launchToken } }),
    balance: (token) => studioRequest(fetchImpl, STUDIO_PATHS.balance, studioBalanceSchema, { token }),
    playRound: (token, body) =>
      studioRequest(fetchImpl, STUDIO_PATHS.rounds, playRoundAnswerSchema, {
        method: 'POST',
        body,
        token,
        timeoutMs: 30_000,
      }),
    completeRound: (token, roundId) =>
      studioRequest(fetchImpl, STUDIO_PATHS.completeRound(encodeURIComponent(roundId)), completedSchema, {
        method: 'POST',
        body: {},
        token,
        timeoutMs: 30_000,
      }),
    act: (token, roundId, action, requestId) =>
      studioRequest(fetchImpl, STUDIO_PATHS.roundAction(encodeURIComponent(roundId)), playRoundAnswerSchema, {
        method: 'POST',
        body: { action, requestId },
        token,
        timeoutMs: 30_000,
      }),
    setClientSeed: (token, clientSeed) =>
      studioRequest(fetchImpl, STUDIO_PATHS.clientSeed, clientSeedAnswerSchema, {
        method: 'POST',
        body: { clientSeed },
        token,
      }),
    rotateSeed: (token) =>
      studioRequest(fetchImpl, STUDIO_PATHS.rotateSeed, rotateSeedAnswerSchema, { method: 'POST', body: {}, token }),
    verify: (query) => studioRequest(fetchImpl, STUDIO_PATHS.verify, verifyAnswerSchema, { query: { ...query } }),
    recentRounds: (token, limit) =>
      studioRequest(fetchImpl, STUDIO_PATHS.rounds, roundsSchema, { query: { limit }, token }),
    recall: (roundId, exp, sig, lang) =>
      studioRequest(fetchImpl, STUDIO_PATHS.recall(encodeURIComponent(roundId)), recallSchema, {
        query: { exp, sig, lang },
      }),
  };
}
