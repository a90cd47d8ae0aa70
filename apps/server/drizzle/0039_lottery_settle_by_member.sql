-- Lottery settlement walks a draw's tickets member by member, (player, id) after the last of the batch before,
-- so a batch of 10,000 tickets names a few hundred members instead of thousands (ADR 0039). The (draw, id) walk
-- index of 0038 is replaced.
CREATE INDEX "lottery_bets_draw_member_idx" ON "lottery_bets" USING btree ("draw_id","player_id","id");--> statement-breakpoint
DROP INDEX "lottery_bets_draw_order_idx";
