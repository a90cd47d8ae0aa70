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
ALTER TABLE "promo_vip_levels" ADD CONSTRAINT "promo_vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_vip_reached" ADD CONSTRAINT "promo_vip_reached_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_claims_idempotency_key" ON "promo_claims" USING btree ("account_id","idempotency_key");