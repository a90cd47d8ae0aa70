import type { Dictionary } from './en';
import { tyAgentCentre } from './ty-agent-centre';
import { tyAgentContracts } from './ty-agent-contracts';
import { tyAuthSteps } from './ty-auth-steps';
import { tyBetRecord } from './ty-bet-record';
import { tyMemberAreas } from './ty-member-areas';
import { tyMessages } from './ty-messages';
import { tyMissions } from './ty-missions';
import { tyPayments } from './ty-payments';
import { tyPaymentsP2p } from './ty-payments-p2p';
import { tyPoints } from './ty-points';
import { tyPromotions } from './ty-promotions';
import { tyReferral } from './ty-referral';
import { tySecurity } from './ty-security';
import { tyService } from './ty-service';

/**
 * The Vietnamese texts only the member centre, the agent centre, the account screens and the sign-in steps use: they
 * are not in the first load, but in a chunk of their own (i18n/account-texts.ts adds them).
 */
export const tyAccount = {
  ...tyMemberAreas,
  ...tyAuthSteps,
  ...tySecurity,
  ...tyBetRecord,
  ...tyPayments,
  ...tyPaymentsP2p,
  ...tyAgentCentre,
  ...tyAgentContracts,
  ...tyMessages,
  ...tyPromotions,
  ...tyMissions,
  ...tyReferral,
  ...tyPoints,
  ...tyService,
};

/** The top-level dictionary keys that come with the account texts. */
export type AccountTextKey = keyof typeof tyAccount;

/** The part of the dictionary every language has from start-up. */
export type StartupDictionary = Omit<Dictionary, AccountTextKey>;
