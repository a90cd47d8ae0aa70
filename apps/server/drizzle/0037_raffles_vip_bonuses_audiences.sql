CREATE TABLE "promo_raffle_entries" (
	"promotion_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"tickets" integer NOT NULL,
	"counted_minor" bigint NOT NULL,
	CONSTRAINT "promo_raffle_entries_promotion_id_position_pk" PRIMARY KEY("promotion_id","position")
);
--> statement-breakpoint
CREATE TABLE "promo_raffle_winners" (
	"promotion_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"pick" integer NOT NULL,
	"prize_minor" bigint NOT NULL,
	"claim_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_raffle_winners_promotion_id_position_pk" PRIMARY KEY("promotion_id","position")
);
--> statement-breakpoint
CREATE TABLE "promo_raffles" (
	"promotion_id" bigint PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text,
	"total_tickets" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_vip_bonuses" (
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"transfer_id" bigint,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_vip_bonuses_account_id_kind_period_key_pk" PRIMARY KEY("account_id","kind","period_key")
);
--> statement-breakpoint
CREATE TABLE "promo_vip_holdings" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"floor_rank" integer NOT NULL,
	"counted_from" text NOT NULL,
	"reviewed_period" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_vip_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"keep_period" text DEFAULT 'none' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_promotions" ADD COLUMN "audience_detail" jsonb DEFAULT '{"vipRanks":[],"newMemberDays":null,"agents":[],"members":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_vip_levels" ADD COLUMN "birthday_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_vip_levels" ADD COLUMN "keep_valid_bet_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_raffle_entries" ADD CONSTRAINT "promo_raffle_entries_promotion_id_promo_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_raffle_entries" ADD CONSTRAINT "promo_raffle_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_raffle_winners" ADD CONSTRAINT "promo_raffle_winners_promotion_id_promo_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_raffle_winners" ADD CONSTRAINT "promo_raffle_winners_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_raffles" ADD CONSTRAINT "promo_raffles_promotion_id_promo_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_vip_bonuses" ADD CONSTRAINT "promo_vip_bonuses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_vip_holdings" ADD CONSTRAINT "promo_vip_holdings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_raffle_winners_member_key" ON "promo_raffle_winners" USING btree ("promotion_id","account_id");