CREATE TABLE "launch_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seamless_nonces" (
	"vendor_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_nonces_vendor_id_nonce_pk" PRIMARY KEY("vendor_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "studio_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"session_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"game_code" text NOT NULL,
	"game_version" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_confirmed" boolean DEFAULT false NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"jackpot_contribution_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"balance_before_minor" bigint,
	"balance_after_minor" bigint,
	"choices" jsonb NOT NULL,
	"detail" jsonb NOT NULL,
	"paytable" jsonb NOT NULL,
	"seed_id" bigint NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"floats_used" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" text NOT NULL,
	"game_code" text NOT NULL,
	"sealed_wallet_session" text NOT NULL,
	"currency" text NOT NULL,
	"is_trial" boolean NOT NULL,
	"language" text NOT NULL,
	"nickname" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_api_keys" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"is_trial" boolean NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"has_win" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"is_trial" boolean NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"launch_token_hash" text NOT NULL,
	"launch_expires_at" timestamp with time zone NOT NULL,
	"exchanged_at" timestamp with time zone,
	"session_token_hash" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"account_id" bigint,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"request_hash" text,
	"response" jsonb,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"reference_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "launch_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "recall_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_api_keys" ADD CONSTRAINT "vendor_api_keys_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rounds" ADD CONSTRAINT "vendor_rounds_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rounds" ADD CONSTRAINT "vendor_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_rounds" ADD CONSTRAINT "vendor_rounds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_sessions" ADD CONSTRAINT "vendor_sessions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_sessions" ADD CONSTRAINT "vendor_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_sessions" ADD CONSTRAINT "vendor_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launch_feedback_game_idx" ON "launch_feedback" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "seamless_nonces_seen_idx" ON "seamless_nonces" USING btree ("seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_request_key" ON "studio_rounds" USING btree ("session_id","request_id");--> statement-breakpoint
CREATE INDEX "studio_rounds_player_idx" ON "studio_rounds" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE INDEX "studio_rounds_open_idx" ON "studio_rounds" USING btree ("status","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_active_key" ON "studio_seeds" USING btree ("player_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "studio_seeds_player_idx" ON "studio_seeds" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_sessions_token_key" ON "studio_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_rounds_key" ON "vendor_rounds" USING btree ("vendor_id","round_id");--> statement-breakpoint
CREATE INDEX "vendor_rounds_account_idx" ON "vendor_rounds" USING btree ("account_id","opened_at");--> statement-breakpoint
CREATE INDEX "vendor_rounds_open_idx" ON "vendor_rounds" USING btree ("status","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_sessions_launch_key" ON "vendor_sessions" USING btree ("launch_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_sessions_session_key" ON "vendor_sessions" USING btree ("session_token_hash");--> statement-breakpoint
CREATE INDEX "vendor_sessions_account_idx" ON "vendor_sessions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_key" ON "vendor_transactions" USING btree ("vendor_id","transaction_id");--> statement-breakpoint
CREATE INDEX "vendor_transactions_round_idx" ON "vendor_transactions" USING btree ("vendor_id","round_id");