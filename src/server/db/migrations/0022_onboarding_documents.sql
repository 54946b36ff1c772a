CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"subject" text NOT NULL,
	"document_type" text NOT NULL,
	"partner_id" uuid,
	"contractor_id" uuid,
	"client_id" uuid,
	"file_id" uuid NOT NULL,
	"expires_on" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"verified_by_user_id" uuid,
	"verified_at" timestamp with time zone,
	"uploaded_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "i9_document_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"i9_form_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "i9_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"partner_id" uuid,
	"status" text DEFAULT 'section2_pending' NOT NULL,
	"section1" jsonb NOT NULL,
	"alien_number" text,
	"section1_signed_at" timestamp with time zone NOT NULL,
	"section2" jsonb,
	"section2_signed_by_user_id" uuid,
	"section2_signed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_type" text NOT NULL,
	"user_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"partner_id" uuid,
	"answers" jsonb NOT NULL,
	"tin" text,
	"tin_last4" text,
	"signature_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_document_files" ADD CONSTRAINT "i9_document_files_i9_form_id_i9_forms_id_fk" FOREIGN KEY ("i9_form_id") REFERENCES "public"."i9_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_document_files" ADD CONSTRAINT "i9_document_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD CONSTRAINT "i9_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD CONSTRAINT "i9_forms_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD CONSTRAINT "i9_forms_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD CONSTRAINT "i9_forms_section2_signed_by_user_id_users_id_fk" FOREIGN KEY ("section2_signed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD CONSTRAINT "tax_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD CONSTRAINT "tax_forms_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD CONSTRAINT "tax_forms_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_partner_idx" ON "documents" USING btree ("partner_id","subject","created_at");--> statement-breakpoint
CREATE INDEX "documents_contractor_idx" ON "documents" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "documents_client_idx" ON "documents" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "i9_forms_partner_idx" ON "i9_forms" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "i9_forms_one_per_worker_idx" ON "i9_forms" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "tax_forms_partner_idx" ON "tax_forms" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_forms_one_per_type_idx" ON "tax_forms" USING btree ("contractor_id","form_type");