CREATE TABLE "promo_leaderboard_winners" (
	"promotion_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"rank" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"claim_id" bigint NOT NULL,
	"valid_bet_minor" bigint NOT NULL,
	"prize_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_leaderboard_winners_promotion_id_period_key_rank_pk" PRIMARY KEY("promotion_id","period_key","rank")
);
--> statement-breakpoint
ALTER TABLE "promo_leaderboard_winners" ADD CONSTRAINT "promo_leaderboard_winners_promotion_id_promo_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_leaderboard_winners" ADD CONSTRAINT "promo_leaderboard_winners_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_rounds_merchant_closed_idx" ON "vendor_rounds" USING btree ("merchant_id","closed_at");