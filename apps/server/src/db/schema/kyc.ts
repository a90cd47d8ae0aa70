import type { KycDocumentKind, KycStatus } from '@fortuna/contracts/kyc';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** A member's identity verification: one row per member, moved by the member (submit) and staff (decide). */
export const kycProfiles = pgTable('kyc_profiles', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id').notNull(),
  status: text('status').$type<KycStatus>().notNull().default('unverified'),
  idNumber: text('id_number'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedByStaffId: integer('decided_by_staff_id'),
  decidedBy: text('decided_by'),
  decisionKey: text('decision_key'),
  reason: text('reason').notNull().default(''),
  version: integer('version').notNull().default(1),
});

/** The uploaded documents (front, back, selfie); the newest of each kind is the one reviewed. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<KycDocumentKind>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('kyc_documents_account_idx').on(table.accountId, table.kind, table.createdAt),
    uniqueIndex('kyc_documents_file_key').on(table.accountId, table.kind, table.fileName),
  ],
);
