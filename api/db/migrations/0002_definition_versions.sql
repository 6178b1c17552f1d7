CREATE TABLE "definition_versions" (
	"hash" text PRIMARY KEY NOT NULL,
	"department" text NOT NULL,
	"path" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
