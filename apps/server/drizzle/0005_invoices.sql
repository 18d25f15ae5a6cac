CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"shift_id" uuid,
	"worker_id" uuid,
	"worker_name" text,
	"area_id" uuid,
	"area_name" text,
	"care_role" text,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"delivery_day" date NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_category" text NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"credits_line_id" uuid
);
--> statement-breakpoint
CREATE TABLE "invoice_number_sequences" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"credits_invoice_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" integer,
	"reference_number" text,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"invoice_date" date,
	"due_date" date,
	"paid_on" date,
	"payment_term_days" integer DEFAULT 14 NOT NULL,
	"language" text DEFAULT 'fi' NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"vat_cents" bigint DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"seller" jsonb,
	"buyer" jsonb,
	"notes" text,
	"created_by" uuid,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "billing_street_address" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "billing_postcode" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "billing_city" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "invoice_email" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "einvoice_address" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "einvoice_operator" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "payment_term_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "business_id" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "street_address" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "bic" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "einvoice_address" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "einvoice_operator" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "billing_email" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_number_sequences" ADD CONSTRAINT "invoice_number_sequences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_customer_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."customer_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_shift_idx" ON "invoice_lines" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_account_number" ON "invoices" USING btree ("account_id","number") WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE INDEX "invoices_account_created_idx" ON "invoices" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_contract_id_customer_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."customer_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_contract_id_customer_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."customer_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_contract_id_customer_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."customer_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shifts_contract_status_start_idx" ON "shifts" USING btree ("contract_id","status","starts_at");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_payment_term_range" CHECK ("accounts"."payment_term_days" between 0 and 365);