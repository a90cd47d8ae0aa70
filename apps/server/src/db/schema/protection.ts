import type { ExclusionKind } from '@fortuna/contracts/protection';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** One limit's state: the value in force and a raise or removal waiting for its cooling-off (minor units as text). */
export interface StoredLimit {
  current: string | null;
  pending?: { amount: string | null; effectiveAt: string } | null;
}

/**
 * A member's responsible-gaming settings: only members who set something have a row, so the bet path
 * knows from its per-node cache that everyone else has nothing to check. `version` grows on every change.
 */
export const protectionSettings = pgTable(
  'protection_settings',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    /** Keyed "<kind>:<period>", e.g. "loss:day". */
    limits: jsonb('limits').$type<Record<string, StoredLimit>>().notNull().default(sql`'{}'::jsonb`),
    sessionLimitMinutes: integer('session_limit_minutes'),
    pendingSessionLimit: jsonb('pending_session_limit').$type<{ minutes: number | null; effectiveAt: string }>(),
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
    /** When the member's current play session began (its latest sign-in). */
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }),
    exclusionKind: text('exclusion_kind').$type<ExclusionKind>(),
    excludedAt: timestamp('excluded_at', { withTimezone: true }),
    /** null with an exclusion kind: permanent. */
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('protection_settings_excluded_idx').on(table.merchantId, table.exclusionKind)],
);
