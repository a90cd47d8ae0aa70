-- The wallet side of an instant round (one bet, then its win ending the round) in one statement: the checks
-- that must read the database as it stands now (session, player, game and vendor status), the round, both
-- ledger transfers under their idempotency keys, the vendor transactions with their stored answers and the
-- big win, in one function call and one commit.
--
-- The vendor's ledger account takes part in every round: its change (stake less payout) is written once, at
-- the very end, so its row lock is held for the last moment of the statement only (as ledger_apply_batch does).
--
-- Anything this plain path does not handle raises, and the whole statement rolls back: a repeated round or
-- transaction id (unique_violation), insufficient funds, a closed session, a disabled game, a win over the
-- wallet's balance ceiling ('FALLBACK'). The caller then runs the general path, which answers each of those
-- as the single calls do.
-- Adds every change of `p_deltas` (account id → delta) to the running totals (ledger_add_delta, for a whole object).
CREATE FUNCTION ledger_add_deltas(p_totals jsonb, p_deltas jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  totals jsonb := p_totals;
  change record;
BEGIN
  FOR change IN SELECT key, value::bigint AS delta FROM jsonb_each_text(coalesce(p_deltas, '{}'::jsonb)) LOOP
    totals := ledger_add_delta(totals, change.key, change.delta);
  END LOOP;
  RETURN totals;
END $$;
--> statement-breakpoint

-- The round itself: its platform-account changes (the vendor's) are answered in 'deferred', for the caller to
-- write once at the end of its statement.
CREATE FUNCTION seamless_instant_round_apply(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_vendor integer := (p->>'vendorId')::integer;
  v_merchant integer := (p->>'merchantId')::integer;
  v_account bigint := (p->>'accountId')::bigint;
  v_currency text := p->>'currency';
  v_round text := p->>'roundId';
  v_stake bigint := (p->'bet'->>'amount')::bigint;
  v_payout bigint := (p->'win'->>'amount')::bigint;
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
      CASE WHEN v_end THEN 'settled' ELSE 'open' END, v_stake, v_payout, true, CASE WHEN v_end THEN now() END);

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
  ELSE
    win_answer := jsonb_build_object('balance', bet_transfer->>'debitAvailableAfter', 'currency', v_currency);
  END IF;

  INSERT INTO vendor_transactions (vendor_id, transaction_id, kind, round_id, account_id, amount_minor, request_hash,
      response)
    VALUES
      (v_vendor, p->'bet'->>'transactionId', 'bet', v_round, v_account, v_stake, p->'bet'->>'requestHash', bet_answer),
      (v_vendor, p->'win'->>'transactionId', 'win', v_round, v_account, v_payout, p->'win'->>'requestHash', win_answer);

  IF NOT v_trial AND p->'bigWin' IS NOT NULL AND jsonb_typeof(p->'bigWin') = 'object' AND v_payout > 0
      AND v_payout >= v_stake * (p->'bigWin'->>'multiple')::bigint
      AND v_payout >= (p->'bigWin'->>'minAmount')::bigint THEN
    INSERT INTO big_wins (merchant_id, game_id, account_id, win_minor) VALUES (v_merchant, v_game.id, v_account, v_payout);
    big := true;
  END IF;

  RETURN jsonb_build_object('bet', bet_answer, 'win', win_answer, 'transfers', transfers, 'bigWin', big,
    'deferred', totals);
END $$;
--> statement-breakpoint

-- Writes summed platform-account changes, in account-id order (deadlock-free between statements).
CREATE FUNCTION seamless_write_deferred(p_totals jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  FOR change IN SELECT key::bigint AS id, value::bigint AS delta FROM jsonb_each_text(p_totals) ORDER BY 1 LOOP
    IF change.delta <> 0 THEN
      UPDATE ledger_accounts SET balance = balance + change.delta WHERE id = change.id;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint

-- Group commit: many players' rounds in one statement and one commit, the vendor accounts written once at the
-- end. Optimistic (p_isolated false): any refusal aborts the whole statement and the caller sends the batch
-- again isolated, where each round has its own subtransaction and a refused one answers {"error": ...} and
-- changes nothing.
CREATE FUNCTION seamless_instant_rounds(p_rounds jsonb, p_isolated boolean) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  round jsonb;
  outcome jsonb;
  results jsonb := '[]'::jsonb;
  totals jsonb := '{}'::jsonb;
BEGIN
  FOR round IN SELECT value FROM jsonb_array_elements(p_rounds) LOOP
    IF p_isolated THEN
      BEGIN
        outcome := seamless_instant_round_apply(round);
      EXCEPTION WHEN OTHERS THEN
        outcome := jsonb_build_object('error', SQLERRM);
      END;
    ELSE
      outcome := seamless_instant_round_apply(round);
    END IF;
    totals := ledger_add_deltas(totals, outcome->'deferred');
    results := results || jsonb_build_array(outcome - 'deferred');
  END LOOP;
  PERFORM seamless_write_deferred(totals);
  RETURN results;
END $$;
