CREATE TABLE "kit_job_runs" (
	"job" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"holder" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "kit_job_runs_job_slot_pk" PRIMARY KEY("job","slot")
);
--> statement-breakpoint
CREATE TABLE "kit_job_watermarks" (
	"job" text PRIMARY KEY NOT NULL,
	"through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_seed_commitments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"hash" text NOT NULL,
	"sealed_seed" text NOT NULL,
	"revealed_seed" text,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "crash_leases" CASCADE;--> statement-breakpoint
CREATE INDEX "kit_job_runs_open_idx" ON "kit_job_runs" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kit_seed_commitments_subject_key" ON "kit_seed_commitments" USING btree ("scope","subject");--> statement-breakpoint
CREATE INDEX "kit_seed_commitments_hash_idx" ON "kit_seed_commitments" USING btree ("hash");