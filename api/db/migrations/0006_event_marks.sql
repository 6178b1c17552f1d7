CREATE TABLE "event_marks" (
	"run" text PRIMARY KEY NOT NULL,
	"line" bigint NOT NULL
);
