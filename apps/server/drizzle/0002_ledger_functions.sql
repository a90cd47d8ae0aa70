-- The ledger's write path, in the database so one round trip applies a whole batch of operations
-- (group commit). Business errors are raised with a message that is the error code the API answers with.
--
-- Platform accounts (house, vendor, world, pools...) take part in nearly every transfer and may go
-- negative. In a batch their balance changes are summed and written once at the end, in account-id
-- order after every player row is locked (deadlock-free), instead of once per transfer. Player rows are
-- updated lower account id first, which keeps a deadlock-free lock order between any two transfers.

-- Adds `delta` to the running total kept for account `id` in a jsonb object (platform-account changes).
CREATE FUNCTION ledger_add_delta(p_totals jsonb, p_id text, p_delta bigint)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_set(p_totals, ARRAY[p_id], to_jsonb(coalesce((p_totals->>p_id)::bigint, 0) + p_delta));
$$;
--> statement-breakpoint

-- Credits an account (or adds a pending credit); answers its balance and spendable balance after.
CREATE FUNCTION ledger_credit(p_merchant integer, p_id bigint, p_amount bigint, p_currency text, p_pending boolean,
    OUT balance_after bigint, OUT available_after bigint)
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts
    SET balance = balance + CASE WHEN p_pending THEN 0 ELSE p_amount END,
        pending_credits = pending_credits + CASE WHEN p_pending THEN p_amount ELSE 0 END
    WHERE id = p_id AND merchant_id = p_merchant AND currency = p_currency
    RETURNING balance, balance - pending_debits INTO balance_after, available_after;
  IF NOT FOUND THEN
    IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = p_id AND merchant_id = p_merchant) THEN
      RAISE EXCEPTION 'CURRENCY_MISMATCH';
    END IF;
    RAISE EXCEPTION 'LEDGER_ACCOUNT_NOT_FOUND';
  END IF;
END $$;
--> statement-breakpoint

-- Posts (or holds, when p_pending) a list of transfers; all or none. Answers with each transfer, the
-- balance after it and the spendable balance (balance minus pending debits) of each side it wrote, plus
-- the platform-account changes it left for the batch to write (p_defer).
CREATE FUNCTION ledger_post_transfers(p_merchant integer, p_key text, p_transfers jsonb, p_pending boolean, p_defer boolean)
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

-- Posts or voids a pending transfer (a hold).
CREATE FUNCTION ledger_resolve_pending(p_merchant integer, p_transfer_id bigint, p_post boolean)
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
--> statement-breakpoint

-- Applies one operation under its idempotency key. Alone, a repeat with the same request hash returns
-- the first answer (replay = true) and a different request under a used key raises IDEMPOTENCY_CONFLICT.
-- In a batch the key is looked up only if the operation fails.
CREATE FUNCTION ledger_apply(p_merchant integer, p_key text, p_hash text, p_op jsonb, p_defer boolean DEFAULT false)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  existing record;
  outcome jsonb;
  deferred jsonb := '{}'::jsonb;
BEGIN
  -- In a batch (p_defer) the key is checked only if the operation fails: a new key, the common case,
  -- costs no lookup, and a used key fails on insert and is answered by ledger_apply_batch.
  IF NOT p_defer THEN
    SELECT request_hash, result INTO existing FROM ledger_idempotency WHERE merchant_id = p_merchant AND key = p_key;
    IF FOUND THEN
      IF existing.request_hash <> p_hash THEN RAISE EXCEPTION 'IDEMPOTENCY_CONFLICT'; END IF;
      RETURN existing.result || '{"replay": true}'::jsonb;
    END IF;
  END IF;
  CASE p_op->>'type'
    WHEN 'transfer' THEN
      outcome := ledger_post_transfers(p_merchant, p_key, p_op->'transfers',
        coalesce((p_op->>'pending')::boolean, false), p_defer);
      deferred := coalesce(outcome->'deferred', '{}'::jsonb);
      outcome := outcome - 'deferred';
    WHEN 'post' THEN
      outcome := ledger_resolve_pending(p_merchant, (p_op->>'transferId')::bigint, true);
    WHEN 'void' THEN
      outcome := ledger_resolve_pending(p_merchant, (p_op->>'transferId')::bigint, false);
    ELSE
      RAISE EXCEPTION 'UNKNOWN_OPERATION';
  END CASE;
  INSERT INTO ledger_idempotency (merchant_id, key, request_hash, result) VALUES (p_merchant, p_key, p_hash, outcome);
  RETURN outcome || jsonb_build_object('replay', false, 'deferred', deferred);
END $$;
--> statement-breakpoint

CREATE FUNCTION ledger_stored_answer(p_merchant integer, p_key text, p_hash text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  existing record;
BEGIN
  SELECT request_hash, result INTO existing FROM ledger_idempotency WHERE merchant_id = p_merchant AND key = p_key;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF existing.request_hash <> p_hash THEN RETURN jsonb_build_object('error', 'IDEMPOTENCY_CONFLICT'); END IF;
  RETURN jsonb_build_object('ok', existing.result || '{"replay": true}'::jsonb);
END $$;
--> statement-breakpoint

-- Applies many operations in one transaction, each in its own subtransaction: one failing or repeated
-- operation never affects the others. Returns one {"ok": result} or {"error": code} per operation.
CREATE FUNCTION ledger_apply_batch(p_ops jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  op jsonb;
  outcome jsonb;
  applied jsonb;
  results jsonb := '[]'::jsonb;
  totals jsonb := '{}'::jsonb;
  change record;
  attempt integer;
  merchant integer;
BEGIN
  FOR op IN SELECT value FROM jsonb_array_elements(p_ops) LOOP
    outcome := NULL;
    merchant := (op->>'merchantId')::integer;
    FOR attempt IN 1..2 LOOP
      BEGIN
        applied := ledger_apply(merchant, op->>'key', op->>'hash', op->'op', true);
        outcome := jsonb_build_object('ok', applied - 'deferred');
        -- Only a request that succeeded adds its platform-account changes.
        FOR change IN SELECT key, value::bigint AS delta FROM jsonb_each_text(coalesce(applied->'deferred', '{}'::jsonb)) LOOP
          totals := ledger_add_delta(totals, change.key, change.delta);
        END LOOP;
        EXIT;
      EXCEPTION
        WHEN unique_violation THEN
          -- The key was used (earlier in this batch, or committed by another transaction meanwhile).
          outcome := coalesce(ledger_stored_answer(merchant, op->>'key', op->>'hash'),
            jsonb_build_object('error', 'IDEMPOTENCY_RACE'));
          EXIT WHEN outcome ? 'ok' OR outcome->>'error' = 'IDEMPOTENCY_CONFLICT';
        WHEN raise_exception THEN
          outcome := coalesce(ledger_stored_answer(merchant, op->>'key', op->>'hash'), jsonb_build_object('error', SQLERRM));
          EXIT;
        WHEN check_violation THEN
          outcome := coalesce(ledger_stored_answer(merchant, op->>'key', op->>'hash'),
            jsonb_build_object('error', 'INSUFFICIENT_FUNDS'));
          EXIT;
      END;
    END LOOP;
    results := results || jsonb_build_array(outcome);
  END LOOP;
  FOR change IN SELECT key::bigint AS id, value::bigint AS delta FROM jsonb_each_text(totals) ORDER BY 1 LOOP
    UPDATE ledger_accounts SET balance = balance + change.delta WHERE id = change.id;
  END LOOP;
  RETURN results;
END $$;
--> statement-breakpoint

-- The fast path for a batch: every operation applied without a subtransaction of its own. Any failure
-- (a used key, insufficient funds...) aborts the whole statement, and the caller sends the batch again
-- through ledger_apply_batch, which isolates each operation. Most batches never fail, so most skip the
-- cost of one subtransaction per operation.
CREATE FUNCTION ledger_apply_batch_optimistic(p_ops jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  op jsonb;
  applied jsonb;
  results jsonb := '[]'::jsonb;
  totals jsonb := '{}'::jsonb;
  change record;
BEGIN
  FOR op IN SELECT value FROM jsonb_array_elements(p_ops) LOOP
    applied := ledger_apply((op->>'merchantId')::integer, op->>'key', op->>'hash', op->'op', true);
    results := results || jsonb_build_array(jsonb_build_object('ok', applied - 'deferred'));
    FOR change IN SELECT key, value::bigint AS delta FROM jsonb_each_text(coalesce(applied->'deferred', '{}'::jsonb)) LOOP
      totals := ledger_add_delta(totals, change.key, change.delta);
    END LOOP;
  END LOOP;
  FOR change IN SELECT key::bigint AS id, value::bigint AS delta FROM jsonb_each_text(totals) ORDER BY 1 LOOP
    UPDATE ledger_accounts SET balance = balance + change.delta WHERE id = change.id;
  END LOOP;
  RETURN results;
END $$;
