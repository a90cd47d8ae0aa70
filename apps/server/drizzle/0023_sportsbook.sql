CREATE TABLE "sports_bet_legs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" text NOT NULL,
	"event_id" bigint NOT NULL,
	"market_key" text NOT NULL,
	"selection" text NOT NULL,
	"odds" bigint NOT NULL,
	"result" text
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"session_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"game_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"total_odds" bigint NOT NULL,
	"max_payout_minor" bigint NOT NULL,
	"payout_minor" bigint,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sports_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"index" integer NOT NULL,
	"home_code" text NOT NULL,
	"away_code" text NOT NULL,
	"markets" jsonb NOT NULL,
	"home_goals" integer,
	"away_goals" integer,
	"goals" jsonb
);
--> statement-breakpoint
CREATE TABLE "sports_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"code" text NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed_hash" text NOT NULL,
	"margin_bp" integer NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_sessions" (
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
CREATE INDEX "sports_bet_legs_bet_idx" ON "sports_bet_legs" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "sports_bet_legs_event_idx" ON "sports_bet_legs" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_request_key" ON "sports_bets" USING btree ("player_id","request_id");--> statement-breakpoint
CREATE INDEX "sports_bets_player_idx" ON "sports_bets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "sports_bets_status_idx" ON "sports_bets" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_events_round_key" ON "sports_events" USING btree ("round_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_rounds_code_key" ON "sports_rounds" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sports_rounds_status_idx" ON "sports_rounds" USING btree ("status","kickoff_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_sessions_token_key" ON "sports_sessions" USING btree ("token_hash");