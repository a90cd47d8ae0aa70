import type { Envelope } from '@fortuna/contracts/envelope';
import { AppError } from '../../http/app-error';
import type { SeamlessCall } from './seamless-client';

/** A wallet call whose answer never came (network, platform down): the round is settled later. */
export class WalletUnreachable extends Error {
  override name = 'WalletUnreachable';
}

/** A refusal of the wallet, as the player should read it, carrying the wallet's own code for the product. */
export class WalletRefusal extends AppError {
  constructor(
    base: AppError,
    readonly walletCode: string,
  ) {
    super(base.code, base.message);
  }
}

/** The wallet's code of a refusal (e.g. ROUND_HAS_WIN), or undefined for any other error. */
export function walletCodeOf(error: unknown): string | undefined {
  return error instanceof WalletRefusal ? error.walletCode : undefined;
}

/** What a product tells its player when the wallet refuses. */
function refusal(envelope: Envelope<unknown>): AppError {
  return new WalletRefusal(playerRefusal(envelope), envelope.code);
}

function playerRefusal(envelope: Envelope<unknown>): AppError {
  switch (envelope.code) {
    case 'INSUFFICIENT_FUNDS':
      return new AppError('INSUFFICIENT_FUNDS', 'Your balance is too low for this stake');
    case 'SESSION_EXPIRED':
    case 'SESSION_INVALID':
    // An unknown, expired or already used launch token: the player opens the game again (not a wallet outage).
    case 'LAUNCH_TOKEN_INVALID':
      return new AppError('NOT_LOGGED_IN', 'Your game session has ended: open the game again from the lobby');
    case 'PLAYER_SUSPENDED':
      return new AppError('ACCOUNT_DISABLED');
    case 'PLAYER_EXCLUDED':
      return new AppError('RG_EXCLUDED');
    case 'PLAYER_LIMIT_REACHED':
      return new AppError('RG_LIMIT_REACHED').withValue(envelope.value);
    case 'PLAYER_SESSION_LIMIT':
      return new AppError('RG_SESSION_LIMIT');
    case 'WIN_OVER_LIMIT':
      return new AppError('WIN_UNDER_REVIEW');
    case 'GAME_UNAVAILABLE':
    case 'VENDOR_DISABLED':
      return new AppError('GAME_MAINTENANCE');
    default:
      return new AppError('WALLET_UNREACHABLE', `The wallet refused the call (${envelope.code})`);
  }
}

/** The value of a wallet call, a refusal as the player should read it, or WalletUnreachable when no answer came. */
export async function settled<T>(call: Promise<SeamlessCall<T>>): Promise<T> {
  let answer: SeamlessCall<T>;
  try {
    answer = await call;
  } catch (error) {
    throw new WalletUnreachable(error instanceof Error ? error.message : String(error));
  }
  if (answer.status >= 500) throw new WalletUnreachable(`wallet answered ${answer.status}`);
  if (!answer.envelope.success || answer.envelope.value === null) throw refusal(answer.envelope);
  return answer.envelope.value;
}
