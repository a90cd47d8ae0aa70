CREATE TABLE "promo_points_accounts" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_points_balance_not_negative" CHECK ("promo_points_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_points_goods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"stock" integer NOT NULL,
	"points_required" bigint NOT NULL,
	"amount_required_minor" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_points_goods_stock_not_negative" CHECK ("promo_points_goods"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_points_marks" (
	"account_id" bigint NOT NULL,
	"game_type" text NOT NULL,
	"accrued_valid_bet_minor" bigint NOT NULL,
	CONSTRAINT "promo_points_marks_account_id_game_type_pk" PRIMARY KEY("account_id","game_type")
);
--> statement-breakpoint
CREATE TABLE "promo_points_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"names" jsonb NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"points_total" bigint NOT NULL,
	"amount_required_minor" bigint NOT NULL,
	"shipping" jsonb,
	"status" text DEFAULT 'in_process' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_points_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"points_before" bigint NOT NULL,
	"changed_points" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"game_type" text,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"order_id" bigint,
	"transfer_id" bigint,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_points_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"rates_minor" jsonb NOT NULL,
	"convert_per_point_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_points_accounts" ADD CONSTRAINT "promo_points_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_points_goods" ADD CONSTRAINT "promo_points_goods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_points_marks" ADD CONSTRAINT "promo_points_marks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_points_orders" ADD CONSTRAINT "promo_points_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_points_orders" ADD CONSTRAINT "promo_points_orders_goods_id_promo_points_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."promo_points_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_points_records" ADD CONSTRAINT "promo_points_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_points_settings" ADD CONSTRAINT "promo_points_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_points_goods_merchant_idx" ON "promo_points_goods" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_points_orders_key" ON "promo_points_orders" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "promo_points_orders_account_idx" ON "promo_points_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "promo_points_orders_merchant_idx" ON "promo_points_orders" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "promo_points_records_account_idx" ON "promo_points_records" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_points_records_key" ON "promo_points_records" USING btree ("account_id","idempotency_key");