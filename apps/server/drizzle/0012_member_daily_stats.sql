CREATE TABLE "member_daily_stats" (
	"account_id" bigint NOT NULL,
	"day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"withdrawal_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_stats_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD CONSTRAINT "member_daily_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_daily_stats_merchant_day_idx" ON "member_daily_stats" USING btree ("merchant_id","day");--> statement-breakpoint
-- Adds figures to a member's hour and to its local day in the merchant's time zone.
CREATE OR REPLACE FUNCTION member_stats_add(p_account bigint, p_merchant integer, p_at timestamptz, p_bets integer,
    p_valid bigint, p_stake bigint, p_payout bigint, p_deposit bigint, p_withdrawal bigint, p_bonus bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_hourly_stats AS s (account_id, hour, merchant_id, bet_count, valid_bet_minor, stake_minor,
      payout_minor, deposit_minor, withdrawal_minor, bonus_minor)
    VALUES (p_account, stats_bucket(p_at, 3600), p_merchant, p_bets, p_valid, p_stake, p_payout, p_deposit,
      p_withdrawal, p_bonus)
    ON CONFLICT (account_id, hour) DO UPDATE SET
      bet_count = s.bet_count + excluded.bet_count,
      valid_bet_minor = s.valid_bet_minor + excluded.valid_bet_minor,
      stake_minor = s.stake_minor + excluded.stake_minor,
      payout_minor = s.payout_minor + excluded.payout_minor,
      deposit_minor = s.deposit_minor + excluded.deposit_minor,
      withdrawal_minor = s.withdrawal_minor + excluded.withdrawal_minor,
      bonus_minor = s.bonus_minor + excluded.bonus_minor;
  INSERT INTO member_daily_stats AS d (account_id, day, merchant_id, bet_count, valid_bet_minor, stake_minor,
      payout_minor, deposit_minor, withdrawal_minor, bonus_minor)
    VALUES (p_account,
      (p_at AT TIME ZONE coalesce(
        (SELECT time_zone FROM merchant_payment_settings WHERE merchant_id = p_merchant), 'Asia/Ho_Chi_Minh'))::date,
      p_merchant, p_bets, p_valid, p_stake, p_payout, p_deposit, p_withdrawal, p_bonus)
    ON CONFLICT (account_id, day) DO UPDATE SET
      bet_count = d.bet_count + excluded.bet_count,
      valid_bet_minor = d.valid_bet_minor + excluded.valid_bet_minor,
      stake_minor = d.stake_minor + excluded.stake_minor,
      payout_minor = d.payout_minor + excluded.payout_minor,
      deposit_minor = d.deposit_minor + excluded.deposit_minor,
      withdrawal_minor = d.withdrawal_minor + excluded.withdrawal_minor,
      bonus_minor = d.bonus_minor + excluded.bonus_minor;
$$;
--> statement-breakpoint
-- The days of what the hours already hold (hours are whole in the merchant's zone).
INSERT INTO member_daily_stats (account_id, day, merchant_id, bet_count, valid_bet_minor, stake_minor, payout_minor,
    deposit_minor, withdrawal_minor, bonus_minor)
  SELECT s.account_id,
         (s.hour AT TIME ZONE coalesce(p.time_zone, 'Asia/Ho_Chi_Minh'))::date,
         s.merchant_id, sum(s.bet_count), sum(s.valid_bet_minor), sum(s.stake_minor), sum(s.payout_minor),
         sum(s.deposit_minor), sum(s.withdrawal_minor), sum(s.bonus_minor)
  FROM member_hourly_stats s LEFT JOIN merchant_payment_settings p ON p.merchant_id = s.merchant_id
  GROUP BY 1, 2, 3;
