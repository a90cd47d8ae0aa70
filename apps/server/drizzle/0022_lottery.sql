CREATE TABLE "lottery_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draw_id" bigint NOT NULL,
	"player_id" text NOT NULL,
	"game_code" text NOT NULL,
	"request_id" text NOT NULL,
	"bet_type" text NOT NULL,
	"numbers" jsonb NOT NULL,
	"stake_per_point" bigint NOT NULL,
	"total_stake" bigint NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hits" jsonb,
	"payout" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed_hash" text NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" text NOT NULL,
	"game_code" text NOT NULL,
	"sealed_wallet_session" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"nickname" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_request_key" ON "lottery_bets" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_idx" ON "lottery_bets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_bets_player_idx" ON "lottery_bets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_slot_key" ON "lottery_draws" USING btree ("game_code","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_status_idx" ON "lottery_draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_sessions_token_key" ON "lottery_sessions" USING btree ("token_hash");