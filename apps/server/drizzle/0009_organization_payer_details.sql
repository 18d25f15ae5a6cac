ALTER TABLE "organizations" ADD COLUMN "pension_provider_code" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "pension_policy_no" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "payroll_contact_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "payroll_contact_telephone" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "payroll_contact_email" text;