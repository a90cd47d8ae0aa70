ALTER TABLE "risk_settings" ADD COLUMN "over_limit_wins" text DEFAULT 'refuse' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_win_multiple" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_win_minor" bigint;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_balance_minor" bigint;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "max_win_multiple" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "max_win_minor" bigint DEFAULT 100000000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "max_balance_minor" bigint DEFAULT 10000000000000 NOT NULL;