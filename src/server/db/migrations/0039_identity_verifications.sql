CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"contractor_id" uuid NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"status" text DEFAULT 'started' NOT NULL,
	"provider_session_id" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "require_identity_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_contractor_key" ON "identity_verifications" USING btree ("contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_provider_session_key" ON "identity_verifications" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "identity_verifications_partner_status_idx" ON "identity_verifications" USING btree ("partner_id","status");