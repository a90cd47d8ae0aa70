-- Set-based posting (ADR 0045). An operation of many posted transfers (a VIP or cashback batch of 2,000 bonuses,
-- an agent settlement) went through ledger_post_transfers' loop: per transfer two account reads, an account
-- update and an insert. Here the same operation is three statements: the accounts it moves locked in id order,
-- its first problem found in transfer order (the refusal the loop would raise: invalid amount, same account,
-- account not found, currency mismatch, or a debit past the available balance at that point, running balances per
-- account in transfer order), then every account updated once by its sum and every transfer inserted with the
-- balances it left, ids in transfer order. Accounts deferred as in the loop (platform accounts that may go
-- negative, in a batch or when a vendor's) are not locked nor updated: their sums are answered in `deferred`.
-- The joins here are between the operation's own rows (thousands, where the planner guesses a hundred): hash
-- joins, never nested loops over them (a nested loop made a 2,000-transfer operation take 0.8 s instead of 0.05 s).
CREATE FUNCTION ledger_post_transfers_set(p_merchant integer, p_key text, p_transfers jsonb, p_defer boolean)
RETURNS jsonb LANGUAGE plpgsql SET enable_nestloop = off AS $$
DECLARE
  ids bigint[];
  problem text;
  posted jsonb;
  deferred jsonb;
  seq regclass := pg_get_serial_sequence('ledger_transfers', 'id')::regclass;
BEGIN
  SELECT array_agg(DISTINCT id) INTO ids
    FROM (SELECT (e->>'debit')::bigint AS id FROM jsonb_array_elements(p_transfers) e
          UNION ALL SELECT (e->>'credit')::bigint FROM jsonb_array_elements(p_transfers) e) legs;
  PERFORM 1 FROM ledger_accounts a
    WHERE a.merchant_id = p_merchant AND a.id = ANY (ids)
      AND NOT (a.may_go_negative AND (p_defer OR a.kind = 'vendor'))
    ORDER BY a.id
    FOR UPDATE;

  WITH t AS (
    SELECT e.n, (e.v->>'debit')::bigint AS debit, (e.v->>'credit')::bigint AS credit,
           (e.v->>'amount')::bigint AS amount, e.v->>'currency' AS currency
      FROM jsonb_array_elements(p_transfers) WITH ORDINALITY AS e(v, n)
  ), acc AS (
    SELECT a.id, a.currency, a.balance, a.pending_debits, a.may_go_negative,
           a.may_go_negative AND (p_defer OR a.kind = 'vendor') AS is_deferred
      FROM ledger_accounts a
      WHERE a.merchant_id = p_merchant AND a.id = ANY (ids)
  ), legs AS (
    SELECT t.n, t.debit AS account, -t.amount AS delta, true AS is_debit FROM t
    UNION ALL
    SELECT t.n, t.credit AS account, t.amount AS delta, false AS is_debit FROM t
  ), debits AS (
    SELECT l.n, acc.balance - acc.pending_debits + sum(l.delta) OVER (PARTITION BY l.account ORDER BY l.n) AS available,
           l.is_debit
      FROM legs l JOIN acc ON acc.id = l.account
      WHERE NOT acc.is_deferred AND NOT acc.may_go_negative
  )
  SELECT code INTO problem FROM (
    SELECT t.n, CASE
        WHEN t.amount IS NULL OR t.amount <= 0 THEN 'INVALID_AMOUNT'
        WHEN t.debit = t.credit THEN 'SAME_ACCOUNT'
        WHEN d.id IS NULL THEN 'LEDGER_ACCOUNT_NOT_FOUND'
        WHEN d.currency IS DISTINCT FROM t.currency THEN 'CURRENCY_MISMATCH'
        WHEN c.id IS NULL THEN 'LEDGER_ACCOUNT_NOT_FOUND'
        WHEN c.currency IS DISTINCT FROM t.currency THEN 'CURRENCY_MISMATCH'
        WHEN b.available < 0 THEN 'INSUFFICIENT_FUNDS'
      END AS code
      FROM t
      LEFT JOIN acc d ON d.id = t.debit
      LEFT JOIN acc c ON c.id = t.credit
      LEFT JOIN debits b ON b.n = t.n AND b.is_debit
  ) checked
  WHERE code IS NOT NULL
  ORDER BY n
  LIMIT 1;
  IF problem IS NOT NULL THEN RAISE EXCEPTION '%', problem; END IF;

  WITH t AS (
    SELECT e.n, (e.v->>'debit')::bigint AS debit, (e.v->>'credit')::bigint AS credit,
           (e.v->>'amount')::bigint AS amount, e.v->>'currency' AS currency, e.v->>'kind' AS kind,
           coalesce(e.v->>'reference', '') AS reference, coalesce(nullif(e.v->'metadata', 'null'::jsonb), '{}'::jsonb) AS metadata
      FROM jsonb_array_elements(p_transfers) WITH ORDINALITY AS e(v, n)
  ), acc AS (
    SELECT a.id, a.balance, a.pending_debits, a.may_go_negative AND (p_defer OR a.kind = 'vendor') AS is_deferred
      FROM ledger_accounts a
      WHERE a.merchant_id = p_merchant AND a.id = ANY (ids)
  ), legs AS (
    SELECT t.n, 0 AS side, t.debit AS account, -t.amount AS delta FROM t
    UNION ALL
    SELECT t.n, 1 AS side, t.credit AS account, t.amount AS delta FROM t
  ), running AS (
    SELECT l.n, l.side,
           CASE WHEN NOT acc.is_deferred THEN acc.balance + sum(l.delta) OVER w END AS after,
           CASE WHEN NOT acc.is_deferred THEN acc.balance + sum(l.delta) OVER w - acc.pending_debits END AS available
      FROM legs l JOIN acc ON acc.id = l.account
      WINDOW w AS (PARTITION BY l.account ORDER BY l.n)
  ), numbered AS (
    SELECT nextval(seq) AS id, s.*
      FROM (SELECT t.*, d.after AS debit_after, d.available AS debit_available,
                   c.after AS credit_after, c.available AS credit_available
              FROM t
              JOIN running d ON d.n = t.n AND d.side = 0
              JOIN running c ON c.n = t.n AND c.side = 1
              ORDER BY t.n) s
  ), moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + s.delta
      FROM (SELECT l.account, sum(l.delta) AS delta FROM legs l JOIN acc ON acc.id = l.account
              WHERE NOT acc.is_deferred GROUP BY l.account) s
      WHERE a.id = s.account
  ), inserted AS (
    INSERT INTO ledger_transfers (id, merchant_id, idempotency_key, debit_account_id, credit_account_id, amount,
        currency, kind, reference, metadata, status, debit_balance_after, credit_balance_after, resolved_at)
      SELECT id, p_merchant, p_key, debit, credit, amount, currency, kind, reference, metadata, 'posted',
             debit_after, credit_after, now()
        FROM numbered ORDER BY n
  )
  SELECT jsonb_agg(jsonb_build_object(
           'id', id::text, 'debitAccountId', debit, 'creditAccountId', credit, 'amount', amount::text,
           'status', 'posted', 'debitBalanceAfter', debit_after::text, 'creditBalanceAfter', credit_after::text,
           'debitAvailableAfter', debit_available::text, 'creditAvailableAfter', credit_available::text) ORDER BY n),
         (SELECT coalesce(jsonb_object_agg(account::text, delta), '{}'::jsonb)
            FROM (SELECT l.account, sum(l.delta) AS delta FROM legs l JOIN acc ON acc.id = l.account
                    WHERE acc.is_deferred GROUP BY l.account) d)
    INTO posted, deferred
    FROM numbered;
  RETURN jsonb_build_object('transfers', coalesce(posted, '[]'::jsonb), 'deferred', deferred);
END $$;
--> statement-breakpoint

-- ledger_post_transfers as in 0040, handing an operation of 8 or more posted transfers to the set-based function.
CREATE OR REPLACE FUNCTION ledger_post_transfers(p_merchant integer, p_key text, p_transfers jsonb, p_pending boolean, p_defer boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  t record;
  debit_after bigint;
  credit_after bigint;
  debit_available bigint;
  credit_available bigint;
  new_id bigint;
  posted jsonb[] := '{}';
  deferred jsonb := '{}'::jsonb;
  is_credit_first boolean;
  defer_debit boolean := false;
  defer_credit boolean := false;
  found_currency text;
BEGIN
  -- Many posted transfers at once (batch grants, settlements): set-based, the same answers and the same refusals.
  IF NOT p_pending AND jsonb_array_length(p_transfers) >= 8 THEN
    RETURN ledger_post_transfers_set(p_merchant, p_key, p_transfers, p_defer);
  END IF;
  FOR t IN
    SELECT * FROM jsonb_to_recordset(p_transfers)
      AS x(debit bigint, credit bigint, amount bigint, currency text, kind text, reference text, metadata jsonb)
  LOOP
    IF t.amount IS NULL OR t.amount <= 0 THEN RAISE EXCEPTION 'INVALID_AMOUNT'; END IF;
    IF t.debit = t.credit THEN RAISE EXCEPTION 'SAME_ACCOUNT'; END IF;
    debit_after := NULL;
    credit_after := NULL;
    debit_available := NULL;
    credit_available := NULL;
    defer_debit := false;
    defer_credit := false;
    IF NOT p_pending THEN
      -- In a batch every platform account is deferred; alone, only product (vendor) accounts, written at commit.
      SELECT may_go_negative AND (p_defer OR kind = 'vendor'), currency INTO defer_debit, found_currency
        FROM ledger_accounts WHERE id = t.debit AND merchant_id = p_merchant;
      IF NOT FOUND THEN RAISE EXCEPTION 'LEDGER_ACCOUNT_NOT_FOUND'; END IF;
      IF found_currency <> t.currency THEN RAISE EXCEPTION 'CURRENCY_MISMATCH'; END IF;
      SELECT may_go_negative AND (p_defer OR kind = 'vendor'), currency INTO defer_credit, found_currency
        FROM ledger_accounts WHERE id = t.credit AND merchant_id = p_merchant;
      IF NOT FOUND THEN RAISE EXCEPTION 'LEDGER_ACCOUNT_NOT_FOUND'; END IF;
      IF found_currency <> t.currency THEN RAISE EXCEPTION 'CURRENCY_MISMATCH'; END IF;
    END IF;
    is_credit_first := t.credit < t.debit;

    IF is_credit_first AND NOT defer_credit THEN
      SELECT * INTO credit_after, credit_available FROM ledger_credit(p_merchant, t.credit, t.amount, t.currency, p_pending);
    END IF;

    IF defer_debit THEN
      deferred := ledger_add_delta(deferred, t.debit::text, -t.amount);
    ELSE
      UPDATE ledger_accounts
        SET balance = balance - CASE WHEN p_pending THEN 0 ELSE t.amount END,
            pending_debits = pending_debits + CASE WHEN p_pending THEN t.amount ELSE 0 END
        WHERE id = t.debit AND merchant_id = p_merchant AND currency = t.currency
          AND (may_go_negative OR balance - pending_debits >= t.amount)
        RETURNING balance, balance - pending_debits INTO debit_after, debit_available;
      IF NOT FOUND THEN
        IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = t.debit AND merchant_id = p_merchant AND currency = t.currency) THEN
          RAISE EXCEPTION 'INSUFFICIENT_FUNDS';
        ELSIF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = t.debit AND merchant_id = p_merchant) THEN
          RAISE EXCEPTION 'CURRENCY_MISMATCH';
        END IF;
        RAISE EXCEPTION 'LEDGER_ACCOUNT_NOT_FOUND';
      END IF;
    END IF;

    IF defer_credit THEN
      deferred := ledger_add_delta(deferred, t.credit::text, t.amount);
    ELSIF NOT is_credit_first THEN
      SELECT * INTO credit_after, credit_available FROM ledger_credit(p_merchant, t.credit, t.amount, t.currency, p_pending);
    END IF;

    INSERT INTO ledger_transfers (merchant_id, idempotency_key, debit_account_id, credit_account_id, amount, currency,
        kind, reference, metadata, status, debit_balance_after, credit_balance_after, resolved_at)
      VALUES (p_merchant, p_key, t.debit, t.credit, t.amount, t.currency, t.kind, coalesce(t.reference, ''),
        coalesce(t.metadata, '{}'::jsonb), CASE WHEN p_pending THEN 'pending' ELSE 'posted' END,
        CASE WHEN p_pending THEN NULL ELSE debit_after END, CASE WHEN p_pending THEN NULL ELSE credit_after END,
        CASE WHEN p_pending THEN NULL ELSE now() END)
      RETURNING id INTO new_id;

    posted := array_append(posted, jsonb_build_object(
      'id', new_id::text, 'debitAccountId', t.debit, 'creditAccountId', t.credit, 'amount', t.amount::text,
      'status', CASE WHEN p_pending THEN 'pending' ELSE 'posted' END,
      'debitBalanceAfter', CASE WHEN p_pending THEN NULL ELSE debit_after::text END,
      'creditBalanceAfter', CASE WHEN p_pending THEN NULL ELSE credit_after::text END,
      'debitAvailableAfter', debit_available::text, 'creditAvailableAfter', credit_available::text));
  END LOOP;
  RETURN jsonb_build_object('transfers', to_jsonb(posted), 'deferred', deferred);
END $$;
