CREATE INDEX "lottery_bets_draw_order_idx" ON "lottery_bets" USING btree ("draw_id","id");--> statement-breakpoint
-- ledger_post_transfers as in 0002, with the answer's transfers gathered in an array (appended in place) and
-- turned into JSON once: appending to a jsonb value copies it, which made an operation of n transfers cost n²
-- (2,000 transfers: 4 s of copying). Nothing else changes (ADR 0038).
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
    IF p_defer AND NOT p_pending THEN
      SELECT may_go_negative, currency INTO defer_debit, found_currency
        FROM ledger_accounts WHERE id = t.debit AND merchant_id = p_merchant;
      IF NOT FOUND THEN RAISE EXCEPTION 'LEDGER_ACCOUNT_NOT_FOUND'; END IF;
      IF found_currency <> t.currency THEN RAISE EXCEPTION 'CURRENCY_MISMATCH'; END IF;
      SELECT may_go_negative, currency INTO defer_credit, found_currency
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
