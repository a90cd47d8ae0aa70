-- The ledger's write path, in the database so one round trip applies a whole batch of operations.
-- Business errors are raised with a message that is the error code the API answers with.

CREATE FUNCTION ledger_post_transfers(p_merchant integer, p_key text, p_transfers jsonb, p_pending boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  t record;
  first_id bigint;
  second_id bigint;
  debit_after bigint;
  credit_after bigint;
  new_id bigint;
  posted jsonb := '[]'::jsonb;
BEGIN
  FOR t IN
    SELECT * FROM jsonb_to_recordset(p_transfers)
      AS x(debit bigint, credit bigint, amount bigint, currency text, kind text, reference text, metadata jsonb)
  LOOP
    IF t.amount IS NULL OR t.amount <= 0 THEN RAISE EXCEPTION 'INVALID_AMOUNT'; END IF;
    IF t.debit = t.credit THEN RAISE EXCEPTION 'SAME_ACCOUNT'; END IF;
    -- Lock both accounts in id order, so concurrent transfers between the same pair cannot deadlock.
    first_id := least(t.debit, t.credit);
    second_id := greatest(t.debit, t.credit);
    PERFORM 1 FROM ledger_accounts WHERE id = first_id FOR UPDATE;
    PERFORM 1 FROM ledger_accounts WHERE id = second_id FOR UPDATE;

    IF p_pending THEN
      UPDATE ledger_accounts SET pending_debits = pending_debits + t.amount
        WHERE id = t.debit AND merchant_id = p_merchant AND currency = t.currency
          AND (may_go_negative OR balance - pending_debits >= t.amount)
        RETURNING balance INTO debit_after;
    ELSE
      UPDATE ledger_accounts SET balance = balance - t.amount
        WHERE id = t.debit AND merchant_id = p_merchant AND currency = t.currency
          AND (may_go_negative OR balance - pending_debits >= t.amount)
        RETURNING balance INTO debit_after;
    END IF;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = t.debit AND merchant_id = p_merchant AND currency = t.currency) THEN
        RAISE EXCEPTION 'INSUFFICIENT_FUNDS';
      ELSIF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = t.debit AND merchant_id = p_merchant) THEN
        RAISE EXCEPTION 'CURRENCY_MISMATCH';
      END IF;
      RAISE EXCEPTION 'LEDGER_ACCOUNT_NOT_FOUND';
    END IF;

    IF p_pending THEN
      UPDATE ledger_accounts SET pending_credits = pending_credits + t.amount
        WHERE id = t.credit AND merchant_id = p_merchant AND currency = t.currency
        RETURNING balance INTO credit_after;
    ELSE
      UPDATE ledger_accounts SET balance = balance + t.amount
        WHERE id = t.credit AND merchant_id = p_merchant AND currency = t.currency
        RETURNING balance INTO credit_after;
    END IF;
    IF NOT FOUND THEN
      IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = t.credit AND merchant_id = p_merchant) THEN
        RAISE EXCEPTION 'CURRENCY_MISMATCH';
      END IF;
      RAISE EXCEPTION 'LEDGER_ACCOUNT_NOT_FOUND';
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
      'debitBalanceAfter', debit_after::text, 'creditBalanceAfter', credit_after::text));
  END LOOP;
  RETURN jsonb_build_object('transfers', posted);
END $$;
--> statement-breakpoint

CREATE FUNCTION ledger_resolve_pending(p_merchant integer, p_transfer_id bigint, p_post boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  t record;
  debit_after bigint;
  credit_after bigint;
BEGIN
  SELECT id, created_at, debit_account_id, credit_account_id, amount, status INTO t
    FROM ledger_transfers WHERE id = p_transfer_id AND merchant_id = p_merchant FOR UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'TRANSFER_NOT_FOUND'; END IF;
  IF t.status <> 'pending' THEN RAISE EXCEPTION 'TRANSFER_NOT_PENDING'; END IF;

  PERFORM 1 FROM ledger_accounts WHERE id = least(t.debit_account_id, t.credit_account_id) FOR UPDATE;
  PERFORM 1 FROM ledger_accounts WHERE id = greatest(t.debit_account_id, t.credit_account_id) FOR UPDATE;
  IF p_post THEN
    UPDATE ledger_accounts SET pending_debits = pending_debits - t.amount, balance = balance - t.amount
      WHERE id = t.debit_account_id RETURNING balance INTO debit_after;
    UPDATE ledger_accounts SET pending_credits = pending_credits - t.amount, balance = balance + t.amount
      WHERE id = t.credit_account_id RETURNING balance INTO credit_after;
  ELSE
    UPDATE ledger_accounts SET pending_debits = pending_debits - t.amount
      WHERE id = t.debit_account_id RETURNING balance INTO debit_after;
    UPDATE ledger_accounts SET pending_credits = pending_credits - t.amount
      WHERE id = t.credit_account_id RETURNING balance INTO credit_after;
  END IF;
  UPDATE ledger_transfers
    SET status = CASE WHEN p_post THEN 'posted' ELSE 'voided' END, resolved_at = now(),
        debit_balance_after = CASE WHEN p_post THEN debit_after END,
        credit_balance_after = CASE WHEN p_post THEN credit_after END
    WHERE id = t.id AND created_at = t.created_at;
  RETURN jsonb_build_object('transfers', jsonb_build_array(jsonb_build_object(
    'id', t.id::text, 'debitAccountId', t.debit_account_id, 'creditAccountId', t.credit_account_id,
    'amount', t.amount::text, 'status', CASE WHEN p_post THEN 'posted' ELSE 'voided' END,
    'debitBalanceAfter', debit_after::text, 'creditBalanceAfter', credit_after::text)));
END $$;
--> statement-breakpoint

-- Applies one operation under its idempotency key: a repeat with the same request hash returns the first
-- result (replay = true); a different request under a used key raises IDEMPOTENCY_CONFLICT.
CREATE FUNCTION ledger_apply(p_merchant integer, p_key text, p_hash text, p_op jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  existing record;
  outcome jsonb;
BEGIN
  SELECT request_hash, result INTO existing FROM ledger_idempotency WHERE merchant_id = p_merchant AND key = p_key;
  IF FOUND THEN
    IF existing.request_hash <> p_hash THEN RAISE EXCEPTION 'IDEMPOTENCY_CONFLICT'; END IF;
    RETURN existing.result || '{"replay": true}'::jsonb;
  END IF;
  CASE p_op->>'type'
    WHEN 'transfer' THEN
      outcome := ledger_post_transfers(p_merchant, p_key, p_op->'transfers', coalesce((p_op->>'pending')::boolean, false));
    WHEN 'post' THEN
      outcome := ledger_resolve_pending(p_merchant, (p_op->>'transferId')::bigint, true);
    WHEN 'void' THEN
      outcome := ledger_resolve_pending(p_merchant, (p_op->>'transferId')::bigint, false);
    ELSE
      RAISE EXCEPTION 'UNKNOWN_OPERATION';
  END CASE;
  INSERT INTO ledger_idempotency (merchant_id, key, request_hash, result) VALUES (p_merchant, p_key, p_hash, outcome);
  RETURN outcome || '{"replay": false}'::jsonb;
END $$;
--> statement-breakpoint

-- Applies many operations in one transaction (group commit), each in its own subtransaction: one failing
-- operation leaves the others untouched. Returns one {"ok": result} or {"error": code} per operation.
CREATE FUNCTION ledger_apply_batch(p_ops jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  op jsonb;
  outcome jsonb;
  results jsonb := '[]'::jsonb;
  attempt integer;
BEGIN
  FOR op IN SELECT value FROM jsonb_array_elements(p_ops) LOOP
    outcome := NULL;
    FOR attempt IN 1..2 LOOP
      BEGIN
        outcome := jsonb_build_object('ok',
          ledger_apply((op->>'merchantId')::integer, op->>'key', op->>'hash', op->'op'));
        EXIT;
      EXCEPTION
        WHEN unique_violation THEN
          -- Another transaction committed the same key first: the retry reads its answer.
          outcome := jsonb_build_object('error', 'IDEMPOTENCY_RACE');
        WHEN raise_exception THEN
          outcome := jsonb_build_object('error', SQLERRM);
          EXIT;
        WHEN check_violation THEN
          outcome := jsonb_build_object('error', 'INSUFFICIENT_FUNDS');
          EXIT;
      END;
    END LOOP;
    results := results || jsonb_build_array(outcome);
  END LOOP;
  RETURN results;
END $$;
