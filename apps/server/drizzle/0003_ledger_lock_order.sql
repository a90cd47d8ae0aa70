-- Fewer statements per transfer: the UPDATEs take the row locks themselves, lower account id first,
-- which keeps the deadlock-free lock order without separate SELECT ... FOR UPDATE round trips.
CREATE OR REPLACE FUNCTION ledger_post_transfers(p_merchant integer, p_key text, p_transfers jsonb, p_pending boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  t record;
  debit_after bigint;
  credit_after bigint;
  new_id bigint;
  posted jsonb := '[]'::jsonb;
  is_credit_first boolean;
BEGIN
  FOR t IN
    SELECT * FROM jsonb_to_recordset(p_transfers)
      AS x(debit bigint, credit bigint, amount bigint, currency text, kind text, reference text, metadata jsonb)
  LOOP
    IF t.amount IS NULL OR t.amount <= 0 THEN RAISE EXCEPTION 'INVALID_AMOUNT'; END IF;
    IF t.debit = t.credit THEN RAISE EXCEPTION 'SAME_ACCOUNT'; END IF;
    is_credit_first := t.credit < t.debit;

    IF is_credit_first THEN
      UPDATE ledger_accounts
        SET balance = balance + CASE WHEN p_pending THEN 0 ELSE t.amount END,
            pending_credits = pending_credits + CASE WHEN p_pending THEN t.amount ELSE 0 END
        WHERE id = t.credit AND merchant_id = p_merchant AND currency = t.currency
        RETURNING balance INTO credit_after;
      IF NOT FOUND THEN
        IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = t.credit AND merchant_id = p_merchant) THEN
          RAISE EXCEPTION 'CURRENCY_MISMATCH';
        END IF;
        RAISE EXCEPTION 'LEDGER_ACCOUNT_NOT_FOUND';
      END IF;
    END IF;

    UPDATE ledger_accounts
      SET balance = balance - CASE WHEN p_pending THEN 0 ELSE t.amount END,
          pending_debits = pending_debits + CASE WHEN p_pending THEN t.amount ELSE 0 END
      WHERE id = t.debit AND merchant_id = p_merchant AND currency = t.currency
        AND (may_go_negative OR balance - pending_debits >= t.amount)
      RETURNING balance INTO debit_after;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = t.debit AND merchant_id = p_merchant AND currency = t.currency) THEN
        RAISE EXCEPTION 'INSUFFICIENT_FUNDS';
      ELSIF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = t.debit AND merchant_id = p_merchant) THEN
        RAISE EXCEPTION 'CURRENCY_MISMATCH';
      END IF;
      RAISE EXCEPTION 'LEDGER_ACCOUNT_NOT_FOUND';
    END IF;

    IF NOT is_credit_first THEN
      UPDATE ledger_accounts
        SET balance = balance + CASE WHEN p_pending THEN 0 ELSE t.amount END,
            pending_credits = pending_credits + CASE WHEN p_pending THEN t.amount ELSE 0 END
        WHERE id = t.credit AND merchant_id = p_merchant AND currency = t.currency
        RETURNING balance INTO credit_after;
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
      'creditBalanceAfter', CASE WHEN p_pending THEN NULL ELSE credit_after::text END));
  END LOOP;
  RETURN jsonb_build_object('transfers', posted);
END $$;
