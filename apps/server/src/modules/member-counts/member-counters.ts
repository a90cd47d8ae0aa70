import type { MemberCounts } from '@fortuna/contracts/session';
import type { Db } from '../../db/client';

export type MemberCountKind = keyof MemberCounts;

/** Counts one kind of thing waiting for a member, such as unread platform messages. */
export type MemberCounter = (db: Db, accountId: number) => Promise<number>;

/**
 * The member-centre badges (spec §2: mission, message and reward entries) are fed by the features that own
 * the data: each registers its counter here when it is built, so the badge call needs no change per feature.
 * A kind no feature counts yet has nothing waiting, so it reads 0 and the site shows no badge.
 */
export class MemberCounters {
  private readonly counters = new Map<MemberCountKind, MemberCounter[]>();

  register(kind: MemberCountKind, counter: MemberCounter): void {
    this.counters.set(kind, [...(this.counters.get(kind) ?? []), counter]);
  }

  async countsFor(db: Db, accountId: number): Promise<MemberCounts> {
    const total = async (kind: MemberCountKind) => {
      const values = await Promise.all((this.counters.get(kind) ?? []).map((counter) => counter(db, accountId)));
      return values.reduce((sum, value) => sum + value, 0);
    };
    const [unreadMessage, availablePromoCount, missionCount] = await Promise.all([
      total('unreadMessage'),
      total('availablePromoCount'),
      total('missionCount'),
    ]);
    return { unreadMessage, availablePromoCount, missionCount };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    memberCounters: MemberCounters;
  }
}
