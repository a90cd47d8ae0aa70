ALTER TABLE "studio_rounds" ADD COLUMN "private_state" jsonb;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD COLUMN "action_requests" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD COLUMN "pending_action" jsonb;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD COLUMN "extra_bets" integer DEFAULT 0 NOT NULL;