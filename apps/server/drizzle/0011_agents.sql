CREATE TABLE "account_tree" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "account_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text,
	"upline_id" bigint,
	"downline_id" bigint NOT NULL,
	"status" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_rate_bp" integer NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_hourly_stats" (
	"account_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"merchant_id" integer NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"withdrawal_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_hourly_stats_account_id_hour_pk" PRIMARY KEY("account_id","hour")
);
--> statement-breakpoint
CREATE TABLE "member_window_bets" (
	"account_id" bigint NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"merchant_id" integer NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"valid_bet_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_window_bets_account_id_window_start_pk" PRIMARY KEY("account_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "settlement_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" bigint NOT NULL,
	"agent_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"team_figure_minor" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"gross_minor" bigint NOT NULL,
	"deductions" jsonb NOT NULL,
	"carry_in_minor" bigint DEFAULT 0 NOT NULL,
	"carry_out_minor" bigint DEFAULT 0 NOT NULL,
	"amount_minor" bigint NOT NULL,
	"ledger_transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_tree" ADD CONSTRAINT "account_tree_ancestor_id_accounts_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tree" ADD CONSTRAINT "account_tree_descendant_id_accounts_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_accounts_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_accounts_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_hourly_stats" ADD CONSTRAINT "member_hourly_stats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_window_bets" ADD CONSTRAINT "member_window_bets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_runs" ADD CONSTRAINT "settlement_runs_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tree_descendant_idx" ON "account_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_in_force_key" ON "agent_contracts" USING btree ("downline_id","kind") WHERE status in ('active', 'terminating');--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offer_key" ON "agent_contracts" USING btree ("downline_id","kind") WHERE status = 'offered';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_merchant_kind_idx" ON "agent_contracts" USING btree ("merchant_id","kind","status");--> statement-breakpoint
CREATE INDEX "member_hourly_stats_merchant_hour_idx" ON "member_hourly_stats" USING btree ("merchant_id","hour");--> statement-breakpoint
CREATE INDEX "member_window_bets_merchant_window_idx" ON "member_window_bets" USING btree ("merchant_id","window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_runs_period_key" ON "settlement_runs" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "settlement_runs_agent_idx" ON "settlement_runs" USING btree ("agent_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "settlement_runs_merchant_idx" ON "settlement_runs" USING btree ("merchant_id","kind","period_start");--> statement-breakpoint
-- The account tree follows accounts.upline_id: a new account gets a row to itself and one to each
-- ancestor of its upline; a moved account takes its whole subtree under the new upline.
CREATE FUNCTION account_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO account_tree (ancestor_id, descendant_id, depth)
      SELECT ancestor_id, NEW.id, depth + 1 FROM account_tree WHERE descendant_id = NEW.upline_id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION account_tree_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM account_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'UPLINE_CYCLE';
  END IF;
  -- Cut the subtree loose from every ancestor above the moved account…
  DELETE FROM account_tree t
    USING account_tree sub, account_tree up
    WHERE sub.ancestor_id = NEW.id AND t.descendant_id = sub.descendant_id
      AND up.descendant_id = NEW.id AND up.depth > 0 AND t.ancestor_id = up.ancestor_id;
  -- …and hang it under the new upline's ancestors.
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO account_tree (ancestor_id, descendant_id, depth)
      SELECT up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
      FROM account_tree up, account_tree sub
      WHERE up.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER account_tree_insert AFTER INSERT ON accounts FOR EACH ROW EXECUTE FUNCTION account_tree_on_insert();
--> statement-breakpoint
CREATE TRIGGER account_tree_move AFTER UPDATE OF upline_id ON accounts FOR EACH ROW
  WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION account_tree_on_move();
--> statement-breakpoint
-- Accounts that existed before the tree.
INSERT INTO account_tree (ancestor_id, descendant_id, depth)
  WITH RECURSIVE paths AS (
    SELECT id AS ancestor_id, id AS descendant_id, 0 AS depth FROM accounts
    UNION ALL
    SELECT p.ancestor_id, a.id, p.depth + 1 FROM paths p JOIN accounts a ON a.upline_id = p.descendant_id
  )
  SELECT ancestor_id, descendant_id, depth FROM paths;
--> statement-breakpoint
-- Hour and 5-minute window of an instant, by epoch arithmetic: independent of the session's time zone.
CREATE FUNCTION stats_bucket(p_at timestamptz, p_seconds integer) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT to_timestamp(floor(extract(epoch FROM p_at) / p_seconds) * p_seconds);
$$;
--> statement-breakpoint
-- Adds figures to a member's hour (rollups are written in the same transaction as what they count).
CREATE FUNCTION member_stats_add(p_account bigint, p_merchant integer, p_at timestamptz, p_bets integer,
    p_valid bigint, p_stake bigint, p_payout bigint, p_deposit bigint, p_withdrawal bigint, p_bonus bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_hourly_stats AS s (account_id, hour, merchant_id, bet_count, valid_bet_minor, stake_minor,
      payout_minor, deposit_minor, withdrawal_minor, bonus_minor)
    VALUES (p_account, stats_bucket(p_at, 3600), p_merchant, p_bets, p_valid, p_stake, p_payout, p_deposit,
      p_withdrawal, p_bonus)
    ON CONFLICT (account_id, hour) DO UPDATE SET
      bet_count = s.bet_count + excluded.bet_count,
      valid_bet_minor = s.valid_bet_minor + excluded.valid_bet_minor,
      stake_minor = s.stake_minor + excluded.stake_minor,
      payout_minor = s.payout_minor + excluded.payout_minor,
      deposit_minor = s.deposit_minor + excluded.deposit_minor,
      withdrawal_minor = s.withdrawal_minor + excluded.withdrawal_minor,
      bonus_minor = s.bonus_minor + excluded.bonus_minor;
$$;
--> statement-breakpoint
-- A settled round counts at its close: valid bet leaves out rounds that paid back exactly the stake.
CREATE FUNCTION member_stats_on_round() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_valid bigint := CASE WHEN NEW.payout_minor <> NEW.stake_minor THEN NEW.stake_minor ELSE 0 END;
  v_at timestamptz := coalesce(NEW.closed_at, now());
BEGIN
  PERFORM member_stats_add(NEW.account_id, NEW.merchant_id, v_at, 1, v_valid, NEW.stake_minor, NEW.payout_minor,
    0, 0, 0);
  INSERT INTO member_window_bets AS w (account_id, window_start, merchant_id, bet_count, valid_bet_minor)
    VALUES (NEW.account_id, stats_bucket(v_at, 300), NEW.merchant_id, 1, v_valid)
    ON CONFLICT (account_id, window_start) DO UPDATE SET
      bet_count = w.bet_count + 1, valid_bet_minor = w.valid_bet_minor + excluded.valid_bet_minor;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_stats_round_settled AFTER UPDATE OF status ON vendor_rounds FOR EACH ROW
  WHEN (NEW.status = 'settled' AND OLD.status <> 'settled' AND NOT NEW.is_trial)
  EXECUTE FUNCTION member_stats_on_round();
--> statement-breakpoint
CREATE TRIGGER member_stats_round_inserted AFTER INSERT ON vendor_rounds FOR EACH ROW
  WHEN (NEW.status = 'settled' AND NOT NEW.is_trial) EXECUTE FUNCTION member_stats_on_round();
--> statement-breakpoint
CREATE FUNCTION member_stats_on_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_stats_add(NEW.account_id, NEW.merchant_id, coalesce(NEW.decided_at, now()), 0, 0, 0, 0,
    NEW.amount_minor, 0, 0);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_stats_deposit_credited AFTER UPDATE OF status ON deposit_orders FOR EACH ROW
  WHEN (NEW.status = 'credited' AND OLD.status <> 'credited') EXECUTE FUNCTION member_stats_on_deposit();
--> statement-breakpoint
CREATE TRIGGER member_stats_deposit_inserted AFTER INSERT ON deposit_orders FOR EACH ROW
  WHEN (NEW.status = 'credited') EXECUTE FUNCTION member_stats_on_deposit();
--> statement-breakpoint
CREATE FUNCTION member_stats_on_withdrawal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_stats_add(NEW.account_id, NEW.merchant_id, coalesce(NEW.decided_at, now()), 0, 0, 0, 0, 0,
    NEW.amount_minor, 0);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_stats_withdrawal_paid AFTER UPDATE OF status ON withdrawal_orders FOR EACH ROW
  WHEN (NEW.status = 'paid' AND OLD.status <> 'paid') EXECUTE FUNCTION member_stats_on_withdrawal();
--> statement-breakpoint
-- What settled before the rollups existed.
INSERT INTO member_hourly_stats (account_id, hour, merchant_id, bet_count, valid_bet_minor, stake_minor, payout_minor)
  SELECT account_id, stats_bucket(closed_at, 3600), merchant_id, count(*),
         coalesce(sum(stake_minor) FILTER (WHERE payout_minor <> stake_minor), 0), sum(stake_minor), sum(payout_minor)
  FROM vendor_rounds WHERE status = 'settled' AND NOT is_trial AND closed_at IS NOT NULL
  GROUP BY account_id, stats_bucket(closed_at, 3600), merchant_id;
--> statement-breakpoint
SELECT member_stats_add(account_id, merchant_id, decided_at, 0, 0, 0, 0, amount_minor, 0, 0)
  FROM deposit_orders WHERE status = 'credited' AND decided_at IS NOT NULL;
--> statement-breakpoint
SELECT member_stats_add(account_id, merchant_id, decided_at, 0, 0, 0, 0, 0, amount_minor, 0)
  FROM withdrawal_orders WHERE status = 'paid' AND decided_at IS NOT NULL;
