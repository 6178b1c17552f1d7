CREATE TABLE "assessment_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"results" jsonb NOT NULL,
	"annual_savings" double precision,
	"roi_timeline" double precision,
	"efficiency_gain" double precision,
	"implementation_cost" double precision,
	"recommendations" jsonb,
	"cost_breakdown" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_results_assessment_id_unique" UNIQUE("assessment_id")
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"department" text DEFAULT 'sales' NOT NULL,
	"answers" jsonb,
	"definition_hash" text,
	"company_name" text,
	"industry" text,
	"employee_count" text,
	"annual_revenue" text,
	"sales_team_size" double precision,
	"average_deal_size" double precision,
	"sales_cycle_length" double precision,
	"monthly_leads" double precision,
	"lead_conversion_rate" double precision,
	"sales_tools_cost" double precision,
	"crm_platform" text,
	"sales_activities_hours" double precision,
	"follow_up_tasks_hours" double precision,
	"reporting_hours" double precision,
	"data_entry_hours" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid,
	"quote_number" text NOT NULL,
	"company_name" text,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"selected_solutions" jsonb NOT NULL,
	"total_cost" double precision NOT NULL,
	"implementation_timeline" integer NOT NULL,
	"annual_savings" double precision NOT NULL,
	"roi_timeline" integer NOT NULL,
	"custom_notes" text,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_quote_number_unique" UNIQUE("quote_number")
);
--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_department_idx" ON "assessments" USING btree ("department","created_at");