import type { Tx } from '../db/client';
import type { StoredTier } from '../db/schema/agents';
import { agentContracts } from '../db/schema/index';

const tier = (minActiveMembers: number, minTeamFigureMinor: bigint, rateBp: number): StoredTier => ({
  minActiveMembers,
  minTeamFigureMinor: minTeamFigureMinor.toString(),
  rateBp,
});

/**
 * The platform's contracts with the demo agent, in force from the start: what agent01 may share with
 * the downline agents it registers (a downline's rate never exceeds these).
 */
export async function seedAgentContracts(tx: Tx, merchantId: number, agentId: number): Promise<void> {
  const acceptedAt = new Date();
  const contract = (kind: 'realtime' | 'hourly' | 'daily' | 'dividend', tiers: StoredTier[]) => ({
    merchantId,
    kind,
    period: kind === 'dividend' ? ('monthly' as const) : null,
    uplineId: null,
    downlineId: agentId,
    status: 'active' as const,
    tiers,
    maxRateBp: Math.max(...tiers.map((entry) => entry.rateBp)),
    requestedBy: null,
    acceptedAt,
  });
  await tx.insert(agentContracts).values([
    // 1 % of the team's valid bet every 5 minutes; 1.2 % once 5 members play.
    contract('realtime', [tier(0, 0n, 100), tier(5, 0n, 120)]),
    contract('hourly', [tier(0, 0n, 80), tier(10, 100_000_00n, 100)]),
    contract('daily', [tier(0, 0n, 80), tier(20, 1_000_000_00n, 100)]),
    // 30 % of the team's net loss to the house each month, 40 % from 20 active members.
    contract('dividend', [tier(0, 0n, 3000), tier(20, 10_000_000_00n, 4000)]),
  ]);
}
