-- A bet alone in one database call (ADR 0047). Products that settle later (the lottery, the sportsbook) place
-- a stake with the wallet's single `bet` call, which the general path serves with about ten statements in a
-- transaction of its own. A plain first bet of a round (no responsible-gaming settings to lock and count) now
-- goes through the instant rounds' group commit: `seamless_instant_round_apply` as in 0025, with the win
-- optional. Without a win the round stays open with the stake (no win yet), and only the bet's vendor
-- transaction is stored, exactly as the general path stores a first bet. Anything else (a round already
-- open, a repeated or rolled-back transaction id, insufficient funds, a closed session or game) raises and
-- the general path answers it.
CREATE OR REPLACE FUNCTION seamless_instant_round_apply(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_vendor integer := (p->>'vendorId')::integer;
  v_merchant integer := (p->>'merchantId')::integer;
  v_account bigint := (p->>'accountId')::bigint;
  v_currency text := p->>'currency';
  v_round text := p->>'roundId';
  v_stake bigint := (p->'bet'->>'amount')::bigint;
  v_has_win boolean := p->'win' IS NOT NULL AND jsonb_typeof(p->'win') = 'object';
  v_payout bigint := coalesce((p->'win'->>'amount')::bigint, 0);
  v_end boolean := (p->>'endRound')::boolean;
  v_trial boolean := (p->>'isTrial')::boolean;
  v_session record;
  v_game record;
  applied jsonb;
  transfers jsonb := '[]'::jsonb;
  totals jsonb := '{}'::jsonb;
  bet_transfer jsonb;
  win_transfer jsonb;
  bet_answer jsonb;
  win_answer jsonb;
  big boolean := false;
BEGIN
  SELECT s.expires_at, a.status INTO v_session
    FROM vendor_sessions s JOIN accounts a ON a.id = s.account_id
    WHERE s.id = (p->>'sessionId')::bigint AND s.vendor_id = v_vendor;
  IF NOT FOUND THEN RAISE EXCEPTION 'SESSION_INVALID'; END IF;
  IF v_session.expires_at IS NULL OR v_session.expires_at <= now() THEN RAISE EXCEPTION 'SESSION_EXPIRED'; END IF;
  IF v_session.status <> 'active' THEN RAISE EXCEPTION 'PLAYER_SUSPENDED'; END IF;

  SELECT g.id, g.status, v.status AS vendor_status INTO v_game
    FROM games g JOIN vendors v ON v.id = g.vendor_id
    WHERE g.vendor_id = v_vendor AND g.game_code = p->>'gameCode';
  IF NOT FOUND OR v_game.status <> 'active' OR v_game.vendor_status <> 'active' THEN
    RAISE EXCEPTION 'GAME_UNAVAILABLE';
  END IF;

  -- First, so a repeated round fails before it locks anything.
  INSERT INTO vendor_rounds (merchant_id, vendor_id, round_id, game_id, account_id, session_id, is_trial, currency,
      status, stake_minor, payout_minor, has_win, closed_at)
    VALUES (v_merchant, v_vendor, v_round, v_game.id, v_account, (p->>'sessionId')::bigint, v_trial, v_currency,
      CASE WHEN v_end THEN 'settled' ELSE 'open' END, v_stake, v_payout, v_has_win, CASE WHEN v_end THEN now() END);

  applied := ledger_apply(v_merchant, p->'bet'->>'key', p->'bet'->>'hash', p->'bet'->'op', true);
  totals := ledger_add_deltas(totals, applied->'deferred');
  transfers := transfers || jsonb_build_array(applied - 'deferred');
  bet_transfer := applied->'transfers'->0;
  bet_answer := jsonb_build_object('balance', bet_transfer->>'debitAvailableAfter', 'currency', v_currency,
    'transactionId', bet_transfer->>'id');

  IF v_payout > 0 THEN
    applied := ledger_apply(v_merchant, p->'win'->>'key', p->'win'->>'hash', p->'win'->'op', true);
    totals := ledger_add_deltas(totals, applied->'deferred');
    transfers := transfers || jsonb_build_array(applied - 'deferred');
    win_transfer := applied->'transfers'->0;
    IF p->>'maxBalance' IS NOT NULL AND (win_transfer->>'creditBalanceAfter')::bigint > (p->>'maxBalance')::bigint THEN
      RAISE EXCEPTION 'FALLBACK';
    END IF;
    win_answer := jsonb_build_object('balance', win_transfer->>'creditAvailableAfter', 'currency', v_currency,
      'transactionId', win_transfer->>'id');
  ELSIF v_has_win THEN
    win_answer := jsonb_build_object('balance', bet_transfer->>'debitAvailableAfter', 'currency', v_currency);
  END IF;

  INSERT INTO vendor_transactions (vendor_id, transaction_id, kind, round_id, account_id, amount_minor, request_hash,
      response)
    VALUES
      (v_vendor, p->'bet'->>'transactionId', 'bet', v_round, v_account, v_stake, p->'bet'->>'requestHash', bet_answer);
  IF v_has_win THEN
    INSERT INTO vendor_transactions (vendor_id, transaction_id, kind, round_id, account_id, amount_minor, request_hash,
        response)
      VALUES (v_vendor, p->'win'->>'transactionId', 'win', v_round, v_account, v_payout, p->'win'->>'requestHash',
        win_answer);
  END IF;

  IF NOT v_trial AND p->'bigWin' IS NOT NULL AND jsonb_typeof(p->'bigWin') = 'object' AND v_payout > 0
      AND v_payout >= v_stake * (p->'bigWin'->>'multiple')::bigint
      AND v_payout >= (p->'bigWin'->>'minAmount')::bigint THEN
    INSERT INTO big_wins (merchant_id, game_id, account_id, win_minor) VALUES (v_merchant, v_game.id, v_account, v_payout);
    big := true;
  END IF;

  RETURN jsonb_build_object('bet', bet_answer, 'win', win_answer, 'transfers', transfers, 'bigWin', big,
    'deferred', totals);
END $$;
