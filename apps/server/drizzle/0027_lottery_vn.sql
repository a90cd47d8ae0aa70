CREATE TABLE "lottery_merchant_rules" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"cutoff_minutes" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"entered_by" text NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_settlements" (
	"bet_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"payout" bigint NOT NULL,
	"delta" bigint NOT NULL,
	"transaction_id" text,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_settlements_bet_id_version_pk" PRIMARY KEY("bet_id","version")
);
--> statement-breakpoint
DROP INDEX "lottery_draws_slot_key";--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD COLUMN "settled_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "province" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "result_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_sessions" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_results_version_key" ON "lottery_results" USING btree ("draw_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_slot_key" ON "lottery_draws" USING btree ("game_code","draw_at","province");