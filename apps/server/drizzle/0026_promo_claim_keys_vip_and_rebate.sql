CREATE TABLE "promo_rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"vip_rank" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"parts" jsonb NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_rebate_counters" (
	"account_id" bigint NOT NULL,
	"game_type" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"claimed_valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_rebate_counters_account_id_game_type_pk" PRIMARY KEY("account_id","game_type")
);
--> statement-breakpoint
CREATE TABLE "promo_vip_levels" (
	"merchant_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"names" jsonb NOT NULL,
	"valid_bet_threshold_minor" bigint NOT NULL,
	"deposit_threshold_minor" bigint NOT NULL,
	"upgrade_bonus_minor" bigint NOT NULL,
	"monthly_bonus_minor" bigint NOT NULL,
	"rebate_rates_bp" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_vip_levels_merchant_id_rank_pk" PRIMARY KEY("merchant_id","rank")
);
--> statement-breakpoint
CREATE TABLE "promo_vip_reached" (
	"account_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"bonus_minor" bigint NOT NULL,
	"transfer_id" bigint,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_vip_reached_account_id_rank_pk" PRIMARY KEY("account_id","rank")
);
--> statement-breakpoint
ALTER TABLE "promo_claims" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "promo_rebate_claims" ADD CONSTRAINT "promo_rebate_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_rebate_counters" ADD CONSTRAINT "promo_rebate_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_vip_levels" ADD CONSTRAINT "promo_vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_vip_reached" ADD CONSTRAINT "promo_vip_reached_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_rebate_claims_key" ON "promo_rebate_claims" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "promo_rebate_claims_account_idx" ON "promo_rebate_claims" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_claims_idempotency_key" ON "promo_claims" USING btree ("account_id","idempotency_key");--> statement-breakpoint
-- Manual rebate's rollup: the valid bet of rounds as they settle, per member and game area (the game's lobby
-- area). Same rule as the member rollups: a real-money round counts once, when it becomes settled; a round that
-- paid back exactly the stake is no valid bet.
CREATE FUNCTION promo_rebate_on_rounds_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO promo_rebate_counters AS c (account_id, game_type, merchant_id, valid_bet_minor)
      SELECT n.account_id, g.game_type, min(n.merchant_id), sum(n.stake_minor)
      FROM new_rounds n JOIN old_rounds o ON o.id = n.id JOIN games g ON g.id = n.game_id
      WHERE n.status = 'settled' AND o.status <> 'settled' AND NOT n.is_trial AND n.payout_minor <> n.stake_minor
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (account_id, game_type) DO UPDATE SET valid_bet_minor = c.valid_bet_minor + excluded.valid_bet_minor;
  ELSE
    INSERT INTO promo_rebate_counters AS c (account_id, game_type, merchant_id, valid_bet_minor)
      SELECT n.account_id, g.game_type, min(n.merchant_id), sum(n.stake_minor)
      FROM new_rounds n JOIN games g ON g.id = n.game_id
      WHERE n.status = 'settled' AND NOT n.is_trial AND n.payout_minor <> n.stake_minor
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (account_id, game_type) DO UPDATE SET valid_bet_minor = c.valid_bet_minor + excluded.valid_bet_minor;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER promo_rebate_rounds_settled AFTER UPDATE ON vendor_rounds
  REFERENCING OLD TABLE AS old_rounds NEW TABLE AS new_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION promo_rebate_on_rounds_settled();
--> statement-breakpoint
CREATE TRIGGER promo_rebate_rounds_inserted AFTER INSERT ON vendor_rounds
  REFERENCING NEW TABLE AS new_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION promo_rebate_on_rounds_settled();
