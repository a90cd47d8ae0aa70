CREATE TABLE "sports_merchant_rules" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"in_play_delay_ms" integer DEFAULT 5000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "system_sizes" jsonb;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "odds_policy" text DEFAULT 'ask' NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "accept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports_desk_events" ADD COLUMN "kind" text DEFAULT 'match' NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_desk_events" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports_desk_markets" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports_desk_results" ADD COLUMN "half_home" integer;--> statement-breakpoint
ALTER TABLE "sports_desk_results" ADD COLUMN "half_away" integer;--> statement-breakpoint
ALTER TABLE "sports_desk_results" ADD COLUMN "winners" jsonb;--> statement-breakpoint
ALTER TABLE "sports_sessions" ADD COLUMN "merchant_id" integer;