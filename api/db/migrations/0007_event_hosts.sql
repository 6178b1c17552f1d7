ALTER TABLE "event_counts" ADD COLUMN "host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_counts" DROP CONSTRAINT "event_counts_day_department_definition_hash_event_step_pk";--> statement-breakpoint
ALTER TABLE "event_counts" ADD CONSTRAINT "event_counts_day_department_definition_hash_event_step_host_pk" PRIMARY KEY("day","department","definition_hash","event","step","host");
