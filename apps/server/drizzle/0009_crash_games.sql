CREATE TABLE "crash_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"game_number" bigint NOT NULL,
	"player_id" text NOT NULL,
	"nickname" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"auto_cash_out" integer,
	"cash_out" bigint,
	"status" text DEFAULT 'placed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"commitment" text NOT NULL,
	"sealed_seed" text NOT NULL,
	"length" integer NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_games" (
	"number" bigint PRIMARY KEY NOT NULL,
	"chain_id" bigint NOT NULL,
	"chain_index" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_hundredths" bigint NOT NULL,
	"status" text DEFAULT 'betting' NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"crash_at" timestamp with time zone NOT NULL,
	"crashed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_round_key" ON "crash_bets" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_player_game_key" ON "crash_bets" USING btree ("game_number","player_id");--> statement-breakpoint
CREATE INDEX "crash_bets_game_idx" ON "crash_bets" USING btree ("game_number","status");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_games_chain_key" ON "crash_games" USING btree ("chain_id","chain_index");--> statement-breakpoint
CREATE INDEX "crash_games_hash_idx" ON "crash_games" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "crash_games_status_idx" ON "crash_games" USING btree ("status");