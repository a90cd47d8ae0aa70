-- The member rollups of settled rounds, kept by one statement-level trigger per statement instead of one
-- trigger call per round: a settlement batch that closes thousands of rounds in one UPDATE adds them to the
-- hourly, daily and 5-minute rollups with three grouped upserts. Same figures as before: a round counts
-- once, when it becomes settled (not trial), at its close; valid bet leaves out rounds that paid back the stake.
DROP TRIGGER member_stats_round_settled ON vendor_rounds;
--> statement-breakpoint
DROP TRIGGER member_stats_round_inserted ON vendor_rounds;
--> statement-breakpoint
CREATE FUNCTION member_stats_add_settled(p_rounds jsonb) RETURNS void LANGUAGE sql AS $$
  WITH r AS (
    SELECT x.account_id, x.merchant_id, x.at, x.stake, x.payout,
           CASE WHEN x.payout <> x.stake THEN x.stake ELSE 0 END AS valid
    FROM jsonb_to_recordset(p_rounds) AS x(account_id bigint, merchant_id integer, at timestamptz, stake bigint, payout bigint)
  ), hourly AS (
    INSERT INTO member_hourly_stats AS s (account_id, hour, merchant_id, bet_count, valid_bet_minor, stake_minor, payout_minor)
      SELECT account_id, stats_bucket(at, 3600), min(merchant_id), count(*), sum(valid), sum(stake), sum(payout)
      FROM r GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (account_id, hour) DO UPDATE SET
        bet_count = s.bet_count + excluded.bet_count,
        valid_bet_minor = s.valid_bet_minor + excluded.valid_bet_minor,
        stake_minor = s.stake_minor + excluded.stake_minor,
        payout_minor = s.payout_minor + excluded.payout_minor
      RETURNING 1
  ), daily AS (
    INSERT INTO member_daily_stats AS d (account_id, day, merchant_id, bet_count, valid_bet_minor, stake_minor, payout_minor)
      SELECT r.account_id, (r.at AT TIME ZONE coalesce(p.time_zone, 'Asia/Ho_Chi_Minh'))::date, min(r.merchant_id),
             count(*), sum(r.valid), sum(r.stake), sum(r.payout)
      FROM r LEFT JOIN merchant_payment_settings p ON p.merchant_id = r.merchant_id
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (account_id, day) DO UPDATE SET
        bet_count = d.bet_count + excluded.bet_count,
        valid_bet_minor = d.valid_bet_minor + excluded.valid_bet_minor,
        stake_minor = d.stake_minor + excluded.stake_minor,
        payout_minor = d.payout_minor + excluded.payout_minor
      RETURNING 1
  )
  INSERT INTO member_window_bets AS w (account_id, window_start, merchant_id, bet_count, valid_bet_minor)
    SELECT account_id, stats_bucket(at, 300), min(merchant_id), count(*), sum(valid)
    FROM r GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (account_id, window_start) DO UPDATE SET
      bet_count = w.bet_count + excluded.bet_count, valid_bet_minor = w.valid_bet_minor + excluded.valid_bet_minor;
$$;
--> statement-breakpoint
CREATE FUNCTION member_stats_on_rounds_settled() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  settled jsonb;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(jsonb_build_object('account_id', n.account_id, 'merchant_id', n.merchant_id,
             'at', coalesce(n.closed_at, now()), 'stake', n.stake_minor, 'payout', n.payout_minor))
      INTO settled
      FROM new_rounds n JOIN old_rounds o ON o.id = n.id
      WHERE n.status = 'settled' AND o.status <> 'settled' AND NOT n.is_trial;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('account_id', n.account_id, 'merchant_id', n.merchant_id,
             'at', coalesce(n.closed_at, now()), 'stake', n.stake_minor, 'payout', n.payout_minor))
      INTO settled
      FROM new_rounds n
      WHERE n.status = 'settled' AND NOT n.is_trial;
  END IF;
  IF settled IS NOT NULL THEN
    PERFORM member_stats_add_settled(settled);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_stats_rounds_settled AFTER UPDATE ON vendor_rounds
  REFERENCING OLD TABLE AS old_rounds NEW TABLE AS new_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION member_stats_on_rounds_settled();
--> statement-breakpoint
CREATE TRIGGER member_stats_rounds_inserted AFTER INSERT ON vendor_rounds
  REFERENCING NEW TABLE AS new_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION member_stats_on_rounds_settled();
