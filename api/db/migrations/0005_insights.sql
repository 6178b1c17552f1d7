CREATE TABLE "event_counts" (
	"day" date NOT NULL,
	"department" text NOT NULL,
	"definition_hash" text NOT NULL,
	"event" text NOT NULL,
	"step" integer NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "event_counts_day_department_definition_hash_event_step_pk" PRIMARY KEY("day","department","definition_hash","event","step")
);
--> statement-breakpoint
CREATE TABLE "peer_scores" (
	"department" text NOT NULL,
	"scoring_hash" text NOT NULL,
	"score" double precision NOT NULL,
	"teams" bigint NOT NULL,
	CONSTRAINT "peer_scores_department_scoring_hash_score_pk" PRIMARY KEY("department","scoring_hash","score")
);
