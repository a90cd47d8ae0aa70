CREATE TABLE "sports_feed_events" (
	"feed_id" text PRIMARY KEY NOT NULL,
	"event_id" bigint,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"clock" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
