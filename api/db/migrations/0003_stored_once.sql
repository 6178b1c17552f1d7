ALTER TABLE "quotes" DROP CONSTRAINT "quotes_assessment_id_assessments_id_fk";
--> statement-breakpoint
ALTER TABLE "assessment_results" DROP COLUMN "annual_savings";--> statement-breakpoint
ALTER TABLE "assessment_results" DROP COLUMN "roi_timeline";--> statement-breakpoint
ALTER TABLE "assessment_results" DROP COLUMN "efficiency_gain";--> statement-breakpoint
ALTER TABLE "assessment_results" DROP COLUMN "implementation_cost";--> statement-breakpoint
ALTER TABLE "assessment_results" DROP COLUMN "recommendations";--> statement-breakpoint
ALTER TABLE "assessment_results" DROP COLUMN "cost_breakdown";--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "assessment_id";--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "company_name";