CREATE TABLE "promo_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"streak_day" integer,
	"deposit_id" bigint,
	"transfer_id" bigint,
	"wagering_requirement_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"category" text NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"artwork_url" text DEFAULT '' NOT NULL,
	"texts" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"wallet" text DEFAULT 'main' NOT NULL,
	"wagering_multiple" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_claims" ADD CONSTRAINT "promo_claims_promotion_id_promo_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_claims" ADD CONSTRAINT "promo_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_promotions" ADD CONSTRAINT "promo_promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_claims_once_key" ON "promo_claims" USING btree ("promotion_id","account_id","period_key");--> statement-breakpoint
CREATE INDEX "promo_claims_account_idx" ON "promo_claims" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "promo_claims_applying_idx" ON "promo_claims" USING btree ("merchant_id","status") WHERE status = 'applying';--> statement-breakpoint
CREATE INDEX "promo_promotions_merchant_idx" ON "promo_promotions" USING btree ("merchant_id","status");