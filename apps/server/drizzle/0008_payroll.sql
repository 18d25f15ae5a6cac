CREATE TABLE "payer_summary_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"report_id" text NOT NULL,
	"ir_report_id" text,
	"replaces_report_id" uuid,
	"no_wages_payable" boolean DEFAULT false NOT NULL,
	"gross_cents" integer DEFAULT 0 NOT NULL,
	"xml" text NOT NULL,
	"status_note" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"payroll_id" uuid NOT NULL,
	"shift_id" uuid,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"income_type" integer NOT NULL,
	"day" date,
	"minutes" integer,
	"unit_cents" integer,
	"base_unit_cents" integer,
	"kilometre_hundredths" integer,
	"basis_points" integer,
	"base_cents" integer,
	"gross_cents" integer NOT NULL,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text DEFAULT 'regular' NOT NULL,
	"stage" text DEFAULT 'open' NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"payment_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payrolls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"payroll_list_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"status" text DEFAULT 'not-paid' NOT NULL,
	"paid_on" date,
	"paid_by" uuid,
	"paid_minutes" integer DEFAULT 0 NOT NULL,
	"gross_cents" integer DEFAULT 0 NOT NULL,
	"tax_exempt_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wage_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"payment_date" date NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"report_id" text NOT NULL,
	"ir_report_id" text,
	"replaces_report_id" uuid,
	"gross_cents" integer NOT NULL,
	"xml" text NOT NULL,
	"invalidation_xml" text,
	"status_note" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_payment_details" (
	"worker_id" uuid PRIMARY KEY NOT NULL,
	"identity_code_cipher" text,
	"iban_cipher" text,
	"bic" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payer_summary_reports" ADD CONSTRAINT "payer_summary_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_summary_reports" ADD CONSTRAINT "payer_summary_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_payroll_id_payrolls_id_fk" FOREIGN KEY ("payroll_id") REFERENCES "public"."payrolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lists" ADD CONSTRAINT "payroll_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lists" ADD CONSTRAINT "payroll_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_payroll_list_id_payroll_lists_id_fk" FOREIGN KEY ("payroll_list_id") REFERENCES "public"."payroll_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_reports" ADD CONSTRAINT "wage_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_reports" ADD CONSTRAINT "wage_reports_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_reports" ADD CONSTRAINT "wage_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_payment_details" ADD CONSTRAINT "worker_payment_details_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_payment_details" ADD CONSTRAINT "worker_payment_details_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payer_summary_reports_account_report_id" ON "payer_summary_reports" USING btree ("account_id","report_id");--> statement-breakpoint
CREATE INDEX "payer_summary_reports_account_month" ON "payer_summary_reports" USING btree ("account_id","month");--> statement-breakpoint
CREATE INDEX "payroll_lines_payroll_idx" ON "payroll_lines" USING btree ("payroll_id","position");--> statement-breakpoint
CREATE INDEX "payroll_lines_shift_idx" ON "payroll_lines" USING btree ("shift_id") WHERE "payroll_lines"."shift_id" is not null;--> statement-breakpoint
CREATE INDEX "payroll_lists_account_live" ON "payroll_lists" USING btree ("account_id","payment_date") WHERE "payroll_lists"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payrolls_list_worker" ON "payrolls" USING btree ("payroll_list_id","worker_id");--> statement-breakpoint
CREATE INDEX "payrolls_account_worker" ON "payrolls" USING btree ("account_id","worker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wage_reports_account_report_id" ON "wage_reports" USING btree ("account_id","report_id");--> statement-breakpoint
CREATE INDEX "wage_reports_account_payment" ON "wage_reports" USING btree ("account_id","payment_date");--> statement-breakpoint
CREATE INDEX "wage_reports_worker" ON "wage_reports" USING btree ("worker_id","payment_date");