CREATE TABLE "deposit_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"channel_id" integer NOT NULL,
	"channel_type" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"decided_by_staff_id" integer,
	"decided_by" text,
	"decision_key" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"gateway_trade_no" text,
	"credit_transfer_id" bigint,
	CONSTRAINT "deposit_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "deposit_orders_amounts" CHECK ("deposit_orders"."amount_minor" > 0 and "deposit_orders"."fee_minor" >= 0 and "deposit_orders"."fee_minor" < "deposit_orders"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE "deposit_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deposit_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"order_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_payment_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'Asia/Ho_Chi_Minh' NOT NULL,
	"p2p_auto_receipt_minutes" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_disputes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"part_id" bigint NOT NULL,
	"raised_by_account_id" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"proof_file_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by_staff_id" integer,
	"resolution_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "p2p_parts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"deposit_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'matched' NOT NULL,
	"hold_transfer_id" bigint,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"auto_receipt_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "p2p_parts_amount_positive" CHECK ("p2p_parts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payee_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"payee_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"direction" text DEFAULT 'both' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"min_amount_minor" bigint NOT NULL,
	"max_amount_minor" bigint NOT NULL,
	"fee_bps" integer DEFAULT 0 NOT NULL,
	"fee_fixed_minor" bigint DEFAULT 0 NOT NULL,
	"bank" jsonb,
	"gateway_secret_sealed" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channels_limits" CHECK ("payment_channels"."min_amount_minor" > 0 and "payment_channels"."min_amount_minor" <= "payment_channels"."max_amount_minor"),
	CONSTRAINT "payment_channels_fees" CHECK ("payment_channels"."fee_bps" between 0 and 10000 and "payment_channels"."fee_fixed_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wagering_requirements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"required_turnover_minor" bigint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	CONSTRAINT "wagering_requirements_positive" CHECK ("wagering_requirements"."required_turnover_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"channel_id" integer NOT NULL,
	"channel_type" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"decided_by_staff_id" integer,
	"decided_by" text,
	"decision_key" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"payee_account_id" bigint NOT NULL,
	"payee_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"hold_transfer_id" bigint,
	CONSTRAINT "withdrawal_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "withdrawal_orders_amounts" CHECK ("withdrawal_orders"."amount_minor" > 0 and "withdrawal_orders"."fee_minor" >= 0 and "withdrawal_orders"."fee_minor" < "withdrawal_orders"."amount_minor")
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_proofs" ADD CONSTRAINT "deposit_proofs_deposit_id_deposit_orders_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposit_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_callbacks" ADD CONSTRAINT "gateway_callbacks_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_payment_settings" ADD CONSTRAINT "merchant_payment_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_disputes" ADD CONSTRAINT "p2p_disputes_part_id_p2p_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."p2p_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_parts" ADD CONSTRAINT "p2p_parts_withdrawal_id_withdrawal_orders_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawal_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_parts" ADD CONSTRAINT "p2p_parts_deposit_id_deposit_orders_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_accounts" ADD CONSTRAINT "payee_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagering_requirements" ADD CONSTRAINT "wagering_requirements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_payee_account_id_payee_accounts_id_fk" FOREIGN KEY ("payee_account_id") REFERENCES "public"."payee_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_client_key" ON "deposit_orders" USING btree ("account_id","client_key");--> statement-breakpoint
CREATE INDEX "deposit_orders_queue_idx" ON "deposit_orders" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_account_idx" ON "deposit_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_proofs_file_key" ON "deposit_proofs" USING btree ("deposit_id","file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_callbacks_nonce_key" ON "gateway_callbacks" USING btree ("channel_id","nonce");--> statement-breakpoint
CREATE INDEX "p2p_disputes_part_idx" ON "p2p_disputes" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "p2p_parts_withdrawal_idx" ON "p2p_parts" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "p2p_parts_deposit_idx" ON "p2p_parts" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "p2p_parts_auto_receipt_idx" ON "p2p_parts" USING btree ("auto_receipt_at") WHERE status = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "payee_accounts_active_key" ON "payee_accounts" USING btree ("account_id","bank_name","account_number") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_channels_code_key" ON "payment_channels" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "wagering_requirements_open_idx" ON "wagering_requirements" USING btree ("account_id") WHERE cleared_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_client_key" ON "withdrawal_orders" USING btree ("account_id","client_key");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_queue_idx" ON "withdrawal_orders" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_account_idx" ON "withdrawal_orders" USING btree ("account_id","created_at");