CREATE TABLE "job_ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"role" text NOT NULL,
	"area_id" uuid,
	"region" text,
	"city" text,
	"employment_type" text NOT NULL,
	"starts_on" date,
	"pay_text" text,
	"description" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"valid_through" date,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_ads" ADD CONSTRAINT "job_ads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ads" ADD CONSTRAINT "job_ads_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ads" ADD CONSTRAINT "job_ads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_ads" ADD CONSTRAINT "job_ads_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_ads_account_idx" ON "job_ads" USING btree ("account_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "job_ads_published_idx" ON "job_ads" USING btree ("status","published_at");