ALTER TABLE "lottery_bets" ADD COLUMN "payout_table" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_merchant_rules" ADD COLUMN "sea_payouts" jsonb;