CREATE TABLE "chat_canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" text NOT NULL,
	"body_en" text NOT NULL,
	"body_ty" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint,
	"visitor_token_hash" text,
	"channel" text NOT NULL,
	"visitor_name" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'TY' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"assigned_staff_id" integer,
	"assigned_staff_name" text,
	"member_unread" integer DEFAULT 0 NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"member_read_id" bigint DEFAULT 0 NOT NULL,
	"staff_read_id" bigint DEFAULT 0 NOT NULL,
	"rating" smallint,
	"rating_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_visitor_token_hash_unique" UNIQUE("visitor_token_hash")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"staff_id" integer,
	"staff_name" text,
	"body" text DEFAULT '' NOT NULL,
	"image_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"feedback_id" bigint NOT NULL,
	"staff_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_profiles" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"id_number" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" integer,
	"decided_by" text,
	"decision_key" text,
	"reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"session_limit_minutes" integer,
	"pending_session_limit" jsonb,
	"reality_check_minutes" integer DEFAULT 60 NOT NULL,
	"session_started_at" timestamp with time zone,
	"exclusion_kind" text,
	"excluded_at" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_sightings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_risk" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" text DEFAULT 'normal' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "risk_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount_minor" bigint,
	"holds_withdrawals" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decided_by_staff_id" integer,
	"decision_key" text,
	"reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"large_win_threshold_minor" bigint,
	"kyc_withdrawal_threshold_minor" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_items" ADD CONSTRAINT "feedback_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_feedback_items_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_settings" ADD CONSTRAINT "protection_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sightings" ADD CONSTRAINT "account_sightings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_risk" ADD CONSTRAINT "member_risk_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_canned_replies_merchant_idx" ON "chat_canned_replies" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_queue_idx" ON "chat_conversations" USING btree ("merchant_id","status","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_account_idx" ON "chat_conversations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "feedback_items_account_idx" ON "feedback_items" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_items_queue_idx" ON "feedback_items" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_replies_item_idx" ON "feedback_replies" USING btree ("feedback_id","id");--> statement-breakpoint
CREATE INDEX "kyc_documents_account_idx" ON "kyc_documents" USING btree ("account_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_file_key" ON "kyc_documents" USING btree ("account_id","kind","file_name");--> statement-breakpoint
CREATE INDEX "protection_settings_excluded_idx" ON "protection_settings" USING btree ("merchant_id","exclusion_kind");--> statement-breakpoint
CREATE UNIQUE INDEX "account_sightings_key" ON "account_sightings" USING btree ("account_id","kind","value");--> statement-breakpoint
CREATE INDEX "account_sightings_value_idx" ON "account_sightings" USING btree ("merchant_id","kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_flags_source_key" ON "risk_flags" USING btree ("merchant_id","kind","source_key");--> statement-breakpoint
CREATE INDEX "risk_flags_queue_idx" ON "risk_flags" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "risk_flags_account_idx" ON "risk_flags" USING btree ("account_id","status");