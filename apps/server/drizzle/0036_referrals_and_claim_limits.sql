CREATE TABLE "promo_claim_limits" (
	"promotion_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"per_member" integer,
	"per_device" integer,
	"per_payee_account" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_referral_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"reward_minor" bigint DEFAULT 0 NOT NULL,
	"wallet" text DEFAULT 'bonus' NOT NULL,
	"wagering_multiple" integer DEFAULT 0 NOT NULL,
	"min_first_deposit_minor" bigint DEFAULT 0 NOT NULL,
	"min_valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_referrals" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"inviter_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal" text,
	"reward_minor" bigint,
	"transfer_id" bigint,
	"wagering_requirement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "promo_claim_limits" ADD CONSTRAINT "promo_claim_limits_promotion_id_promo_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_referral_settings" ADD CONSTRAINT "promo_referral_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_referrals" ADD CONSTRAINT "promo_referrals_invitee_id_accounts_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_referrals" ADD CONSTRAINT "promo_referrals_inviter_id_accounts_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_referrals_inviter_idx" ON "promo_referrals" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE INDEX "promo_referrals_merchant_idx" ON "promo_referrals" USING btree ("merchant_id","status","created_at");