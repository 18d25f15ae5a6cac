CREATE TABLE "customer_contract_versions" (
	"contract_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"prices" jsonb NOT NULL,
	"wages" jsonb NOT NULL,
	CONSTRAINT "customer_contract_versions_contract_id_valid_from_pk" PRIMARY KEY("contract_id","valid_from")
);
--> statement-breakpoint
CREATE TABLE "customer_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"customer_number" text,
	"no_over_hours" boolean DEFAULT false NOT NULL,
	"monthly_salary" boolean DEFAULT false NOT NULL,
	"collective_agreement" text NOT NULL,
	"vat_treatment" text NOT NULL,
	"vat_exemption_basis" text,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_contract_versions" ADD CONSTRAINT "customer_contract_versions_contract_id_customer_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."customer_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_contracts_account_live" ON "customer_contracts" USING btree ("account_id") WHERE "customer_contracts"."deleted_at" is null;