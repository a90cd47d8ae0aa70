-- Transfers also answer with each written account's spendable balance after them (balance minus
-- pending debits), so balance events need no extra query.
CREATE OR REPLACE FUNCTION ledger_post_transfers(p_merchant integer, p_key text, p_transfers jsonb, p_pending boolean, p_defer boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  t record;
  debit_after bigint;
  credit_after bigint;
  debit_available bigint;
  credit_available bigint;
  new_id bigint;
  posted jsonb := '[]'::jsonb;
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
      UPDATE ledger_accounts
        SET balance = balance + CASE WHEN p_pending THEN 0 ELSE t.amount END,
            pending_credits = pending_credits + CASE WHEN p_pending THEN t.amount ELSE 0 END
        WHERE id = t.credit AND merchant_id = p_merchant AND currency = t.currency
        RETURNING balance, balance - pending_debits INTO credit_after, credit_available;
      IF NOT FOUND THEN
        IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = t.credit AND merchant_id = p_merchant) THEN
          RAISE EXCEPTION 'CURRENCY_MISMATCH';
        END IF;
        RAISE EXCEPTION 'LEDGER_ACCOUNT_NOT_FOUND';
      END IF;
    END IF;

    IF defer_debit THEN
      deferred := jsonb_set(deferred, ARRAY[t.debit::text],
        to_jsonb(coalesce((deferred->>t.debit::text)::bigint, 0) - t.amount));
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
      deferred := jsonb_set(deferred, ARRAY[t.credit::text],
        to_jsonb(coalesce((deferred->>t.credit::text)::bigint, 0) + t.amount));
    ELSIF NOT is_credit_first THEN
      UPDATE ledger_accounts
        SET balance = balance + CASE WHEN p_pending THEN 0 ELSE t.amount END,
            pending_credits = pending_credits + CASE WHEN p_pending THEN t.amount ELSE 0 END
        WHERE id = t.credit AND merchant_id = p_merchant AND currency = t.currency
        RETURNING balance, balance - pending_debits INTO credit_after, credit_available;
      IF NOT FOUND THEN
        IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = t.credit AND merchant_id = p_merchant) THEN
          RAISE EXCEPTION 'CURRENCY_MISMATCH';
        END IF;
        RAISE EXCEPTION 'LEDGER_ACCOUNT_NOT_FOUND';
      END IF;
    END IF;

    INSERT INTO ledger_transfers (merchant_id, idempotency_key, debit_account_id, credit_account_id, amount, currency,
        kind, reference, metadata, status, debit_balance_after, credit_balance_after, resolved_at)
      VALUES (p_merchant, p_key, t.debit, t.credit, t.amount, t.currency, t.kind, coalesce(t.reference, ''),
        coalesce(t.metadata, '{}'::jsonb), CASE WHEN p_pending THEN 'pending' ELSE 'posted' END,
        CASE WHEN p_pending THEN NULL ELSE debit_after END, CASE WHEN p_pending THEN NULL ELSE credit_after END,
        CASE WHEN p_pending THEN NULL ELSE now() END)
      RETURNING id INTO new_id;

    posted := posted || jsonb_build_array(jsonb_build_object(
      'id', new_id::text, 'debitAccountId', t.debit, 'creditAccountId', t.credit, 'amount', t.amount::text,
      'status', CASE WHEN p_pending THEN 'pending' ELSE 'posted' END,
      'debitBalanceAfter', CASE WHEN p_pending THEN NULL ELSE debit_after::text END,
      'creditBalanceAfter', CASE WHEN p_pending THEN NULL ELSE credit_after::text END,
      'debitAvailableAfter', debit_available::text, 'creditAvailableAfter', credit_available::text));
  END LOOP;
  RETURN jsonb_build_object('transfers', posted, 'deferred', deferred);
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION ledger_resolve_pending(p_merchant integer, p_transfer_id bigint, p_post boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  t record;
  debit_after bigint;
  credit_after bigint;
  debit_available bigint;
  credit_available bigint;
BEGIN
  SELECT id, created_at, debit_account_id, credit_account_id, amount, status INTO t
    FROM ledger_transfers WHERE id = p_transfer_id AND merchant_id = p_merchant FOR UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'TRANSFER_NOT_FOUND'; END IF;
  IF t.status <> 'pending' THEN RAISE EXCEPTION 'TRANSFER_NOT_PENDING'; END IF;

  PERFORM 1 FROM ledger_accounts WHERE id = least(t.debit_account_id, t.credit_account_id) FOR UPDATE;
  PERFORM 1 FROM ledger_accounts WHERE id = greatest(t.debit_account_id, t.credit_account_id) FOR UPDATE;
  IF p_post THEN
    UPDATE ledger_accounts SET pending_debits = pending_debits - t.amount, balance = balance - t.amount
      WHERE id = t.debit_account_id RETURNING balance, balance - pending_debits INTO debit_after, debit_available;
    UPDATE ledger_accounts SET pending_credits = pending_credits - t.amount, balance = balance + t.amount
      WHERE id = t.credit_account_id RETURNING balance, balance - pending_debits INTO credit_after, credit_available;
  ELSE
    UPDATE ledger_accounts SET pending_debits = pending_debits - t.amount
      WHERE id = t.debit_account_id RETURNING balance, balance - pending_debits INTO debit_after, debit_available;
    UPDATE ledger_accounts SET pending_credits = pending_credits - t.amount
      WHERE id = t.credit_account_id RETURNING balance, balance - pending_debits INTO credit_after, credit_available;
  END IF;
  UPDATE ledger_transfers
    SET status = CASE WHEN p_post THEN 'posted' ELSE 'voided' END, resolved_at = now(),
        debit_balance_after = CASE WHEN p_post THEN debit_after END,
        credit_balance_after = CASE WHEN p_post THEN credit_after END
    WHERE id = t.id AND created_at = t.created_at;
  RETURN jsonb_build_object('transfers', jsonb_build_array(jsonb_build_object(
    'id', t.id::text, 'debitAccountId', t.debit_account_id, 'creditAccountId', t.credit_account_id,
    'amount', t.amount::text, 'status', CASE WHEN p_post THEN 'posted' ELSE 'voided' END,
    'debitBalanceAfter', CASE WHEN p_post THEN debit_after::text END,
    'creditBalanceAfter', CASE WHEN p_post THEN credit_after::text END,
    'debitAvailableAfter', debit_available::text, 'creditAvailableAfter', credit_available::text)));
END $$;
