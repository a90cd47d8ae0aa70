CREATE TABLE "sports_desk_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"result_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_desk_markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"selections" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_desk_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"home" integer NOT NULL,
	"away" integer NOT NULL,
	"maps" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer,
	"entered_by" bigint NOT NULL,
	"entered_by_name" text NOT NULL,
	"approved_by" bigint,
	"approved_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sports_desk_settlements" (
	"bet_id" text NOT NULL,
	"version" integer NOT NULL,
	"payout_minor" bigint NOT NULL,
	"delta_minor" bigint NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_desk_settlements_bet_id_version_pk" PRIMARY KEY("bet_id","version")
);
--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "book" text DEFAULT 'virtual' NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "settled_version" integer;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "claim_version" integer;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "claim_payout_minor" bigint;--> statement-breakpoint
CREATE INDEX "sports_desk_events_start_idx" ON "sports_desk_events" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_desk_markets_key" ON "sports_desk_markets" USING btree ("event_id","key");--> statement-breakpoint
CREATE INDEX "sports_desk_results_event_idx" ON "sports_desk_results" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_desk_results_version_key" ON "sports_desk_results" USING btree ("event_id","version");