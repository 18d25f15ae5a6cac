CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"owner_user_id" uuid,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temporary_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"area_id" uuid NOT NULL,
	"contract" text NOT NULL,
	"document_reference" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"location_text" text NOT NULL,
	"salary_text" text NOT NULL,
	"written_contract" text NOT NULL,
	"pdf_document_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temporary_contracts_dates" CHECK ("temporary_contracts"."end_date" >= "temporary_contracts"."start_date")
);
--> statement-breakpoint
CREATE TABLE "worker_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"account_id" uuid,
	"area_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" uuid,
	CONSTRAINT "worker_blocks_reason_present" CHECK (length(trim("worker_blocks"."reason")) > 0),
	CONSTRAINT "worker_blocks_scope_shape" CHECK (("worker_blocks"."scope" = 'app' and "worker_blocks"."account_id" is null)
        or ("worker_blocks"."scope" = 'account' and "worker_blocks"."account_id" is not null)
        or ("worker_blocks"."scope" = 'areas' and "worker_blocks"."account_id" is not null and cardinality("worker_blocks"."area_ids") > 0))
);
--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "location_precision" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "welcome_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_contracts" ADD CONSTRAINT "temporary_contracts_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_contracts" ADD CONSTRAINT "temporary_contracts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_contracts" ADD CONSTRAINT "temporary_contracts_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_contracts" ADD CONSTRAINT "temporary_contracts_pdf_document_id_documents_id_fk" FOREIGN KEY ("pdf_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_contracts" ADD CONSTRAINT "temporary_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_blocks" ADD CONSTRAINT "worker_blocks_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_blocks" ADD CONSTRAINT "worker_blocks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_blocks" ADD CONSTRAINT "worker_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_blocks" ADD CONSTRAINT "worker_blocks_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "temporary_contracts_worker_idx" ON "temporary_contracts" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "worker_blocks_worker_idx" ON "worker_blocks" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "worker_blocks_account_idx" ON "worker_blocks" USING btree ("account_id");