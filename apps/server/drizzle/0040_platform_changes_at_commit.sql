-- Platform changes at commit (ADR 0040). A product's account (kind 'vendor': the sportsbook's, a lottery's, a
-- studio's) takes every stake and pays every win of its product. Applied alone (`ledger_apply` inside a caller's
-- transaction: a placement, a seamless bet or win) its row was updated at once and stayed locked until that
-- transaction committed, so every bet of the product waited for the one before it to commit. Now such a change is
-- noted in `ledger_platform_changes` (one row per transaction and account, summed) and a DEFERRABLE INITIALLY
-- DEFERRED constraint trigger writes the transaction's sums to the accounts once, at commit, in account-id order:
-- the row is locked only for the commit itself. Player accounts are still written (and checked) at once; batches
-- (`ledger_apply_batch`, instant rounds) already sum every platform account and write it at their end. The
-- transfer rows keep no balance-after for a deferred side, as in a batch.
CREATE UNLOGGED TABLE "ledger_platform_changes" (
	"xid" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"delta" bigint NOT NULL,
	CONSTRAINT "ledger_platform_changes_pkey" PRIMARY KEY ("xid", "account_id")
);--> statement-breakpoint
-- Fired at commit for each (transaction, account) noted; the first firing writes and removes all of the
-- transaction's changes, the others find none.
CREATE FUNCTION ledger_apply_platform_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
  deltas bigint[];
BEGIN
  WITH gone AS (DELETE FROM ledger_platform_changes WHERE xid = txid_current() RETURNING account_id, delta)
  SELECT array_agg(account_id ORDER BY account_id), array_agg(delta ORDER BY account_id) INTO ids, deltas
    FROM (SELECT account_id, sum(delta)::bigint AS delta FROM gone GROUP BY account_id) s;
  IF ids IS NOT NULL THEN
    FOR i IN 1..array_length(ids, 1) LOOP
      UPDATE ledger_accounts SET balance = balance + deltas[i] WHERE id = ids[i];
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_platform_changes_at_commit
  AFTER INSERT ON ledger_platform_changes DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_platform_changes();--> statement-breakpoint
-- ledger_post_transfers as in 0038, deferring a vendor account's change also when applied alone.
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
--> statement-breakpoint
-- ledger_apply as in 0002; alone (not in a batch) the product accounts' changes it deferred are noted for commit.
CREATE OR REPLACE FUNCTION ledger_apply(p_merchant integer, p_key text, p_hash text, p_op jsonb, p_defer boolean DEFAULT false)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  existing record;
  outcome jsonb;
  deferred jsonb := '{}'::jsonb;
BEGIN
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
  IF NOT p_defer AND deferred <> '{}'::jsonb THEN
    INSERT INTO ledger_platform_changes (xid, account_id, delta)
      SELECT txid_current(), key::bigint, value::bigint FROM jsonb_each_text(deferred)
      ON CONFLICT (xid, account_id) DO UPDATE SET delta = ledger_platform_changes.delta + excluded.delta;
    deferred := '{}'::jsonb;
  END IF;
  RETURN outcome || jsonb_build_object('replay', false, 'deferred', deferred);
END $$;
