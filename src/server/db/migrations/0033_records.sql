CREATE TABLE "licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"license_type" text NOT NULL,
	"number" text NOT NULL,
	"state" text NOT NULL,
	"issued_on" date,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_classifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"classification" text NOT NULL,
	"basis" text NOT NULL,
	"reasoning" text NOT NULL,
	"determined_on" date NOT NULL,
	"determined_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_determined_by_user_id_users_id_fk" FOREIGN KEY ("determined_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licenses_contractor_idx" ON "licenses" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "licenses_partner_expiry_idx" ON "licenses" USING btree ("partner_id","expires_on");--> statement-breakpoint
CREATE INDEX "licenses_eor_expiry_idx" ON "licenses" USING btree ("eor_id","expires_on");--> statement-breakpoint
CREATE INDEX "document_templates_partner_name_idx" ON "document_templates" USING btree ("partner_id","name");--> statement-breakpoint
CREATE INDEX "document_templates_eor_name_idx" ON "document_templates" USING btree ("eor_id","name");--> statement-breakpoint
CREATE INDEX "worker_classifications_partner_idx" ON "worker_classifications" USING btree ("partner_id","determined_on");--> statement-breakpoint
CREATE INDEX "worker_classifications_contractor_idx" ON "worker_classifications" USING btree ("contractor_id");