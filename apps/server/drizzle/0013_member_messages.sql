CREATE TABLE "member_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_messages_account_idx" ON "member_messages" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "member_messages_unread_idx" ON "member_messages" USING btree ("account_id") WHERE read_at is null;