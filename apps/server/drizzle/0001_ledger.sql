CREATE TABLE "member_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "member_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"pending_debits" bigint DEFAULT 0 NOT NULL,
	"pending_credits" bigint DEFAULT 0 NOT NULL,
	"may_go_negative" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_no_overdraft" CHECK ("ledger_accounts"."may_go_negative" or "ledger_accounts"."balance" - "ledger_accounts"."pending_debits" >= 0),
	CONSTRAINT "ledger_accounts_pending_positive" CHECK ("ledger_accounts"."pending_debits" >= 0 and "ledger_accounts"."pending_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_idempotency" (
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_idempotency_merchant_id_key_pk" PRIMARY KEY("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merchant_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"debit_balance_after" bigint,
	"credit_balance_after" bigint,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ledger_transfers_id_created_at_pk" PRIMARY KEY("id","created_at"),
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"wallet_mode" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sessions_account_idx" ON "member_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_key" ON "ledger_accounts" USING btree ("merchant_id","owner_type","owner_id","kind","label","currency");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_time_idx" ON "ledger_transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_time_idx" ON "ledger_transfers" USING btree ("credit_account_id","created_at");