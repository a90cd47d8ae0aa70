CREATE TABLE "lottery_feed_status" (
	"feed" text PRIMARY KEY NOT NULL,
	"last_pull_at" timestamp with time zone NOT NULL,
	"last_clean_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"stored" integer DEFAULT 0 NOT NULL,
	"missing" integer DEFAULT 0 NOT NULL,
	"refused" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_merchant_odds" (
	"merchant_id" integer NOT NULL,
	"prize_mode" text NOT NULL,
	"bet_type" text NOT NULL,
	"odds_hundredths" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_merchant_odds_merchant_id_prize_mode_bet_type_pk" PRIMARY KEY("merchant_id","prize_mode","bet_type")
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD COLUMN "prize_mode" text;