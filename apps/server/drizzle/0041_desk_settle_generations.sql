-- Desk settle generations (ADR 0040). Settlement read every desk bet on every pass (approval, feed result, the
-- repair pass every few seconds) to find the few ready; now each event keeps a settle generation, raised by a
-- trigger whenever something that decides its bets changes (its approved result version, a cancellation, one of
-- its markets made void or restored), and the generation a pass last finished (`settled_generation`). A pass reads
-- only the bets on events whose generation is ahead (by event and bet id: the index below), plus bets left
-- claimed (`settling`), and marks each event done at the generation it read, unless one of its bets was still
-- being placed (`pending`, `accepting`) when the pass began: such an event is read again by the next pass.
ALTER TABLE "sports_desk_events" ADD COLUMN "settle_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_desk_events" ADD COLUMN "settled_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Events that exist already are read once by the first pass.
UPDATE "sports_desk_events" SET "settle_generation" = 1;--> statement-breakpoint
CREATE INDEX "sports_desk_events_settle_due_idx" ON "sports_desk_events" USING btree ("id") WHERE "settle_generation" > "settled_generation";--> statement-breakpoint
DROP INDEX IF EXISTS "sports_bet_legs_event_idx";--> statement-breakpoint
CREATE INDEX "sports_bet_legs_event_bet_idx" ON "sports_bet_legs" USING btree ("event_id","bet_id");--> statement-breakpoint
CREATE FUNCTION sports_desk_event_settle_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.result_version > 0 OR NEW.status = 'cancelled' THEN
      NEW.settle_generation := NEW.settled_generation + 1;
    END IF;
  ELSIF NEW.result_version IS DISTINCT FROM OLD.result_version
     OR (NEW.status = 'cancelled') IS DISTINCT FROM (OLD.status = 'cancelled') THEN
    NEW.settle_generation := OLD.settle_generation + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER sports_desk_events_settle_generation BEFORE INSERT OR UPDATE ON "sports_desk_events"
  FOR EACH ROW EXECUTE FUNCTION sports_desk_event_settle_generation();--> statement-breakpoint
CREATE FUNCTION sports_desk_market_settle_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' AND NEW.status = 'void')
     OR (TG_OP = 'UPDATE' AND (NEW.status = 'void') IS DISTINCT FROM (OLD.status = 'void')) THEN
    UPDATE "sports_desk_events" SET "settle_generation" = "settle_generation" + 1 WHERE id = NEW.event_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sports_desk_markets_settle_generation AFTER INSERT OR UPDATE OF "status" ON "sports_desk_markets"
  FOR EACH ROW EXECUTE FUNCTION sports_desk_market_settle_generation();
