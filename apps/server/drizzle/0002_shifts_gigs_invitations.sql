CREATE TABLE "shift_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"response" text,
	"responded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "contact" text;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "absence_info" text;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "location_details" text;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "street_address" text;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "template_name" text;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "template_shifts" jsonb;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "declined_by" uuid;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "actual_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "actual_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "break_minutes" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "inspection_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "shift_invitations" ADD CONSTRAINT "shift_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_invitations" ADD CONSTRAINT "shift_invitations_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_invitations" ADD CONSTRAINT "shift_invitations_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_invitations" ADD CONSTRAINT "shift_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_invitations_shift_idx" ON "shift_invitations" USING btree ("shift_id");--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_declined_by_users_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shifts_gig_idx" ON "shifts" USING btree ("gig_id");