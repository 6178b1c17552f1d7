CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" double precision[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rejected_calculations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"record" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
