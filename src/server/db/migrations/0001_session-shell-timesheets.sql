CREATE TABLE "brand_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"data_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_confirmations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"invalidated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"dark_mode" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"title" text NOT NULL,
	"classification" text NOT NULL,
	"workers_comp_code" text,
	"salaried" boolean DEFAULT false NOT NULL,
	"is_travel" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date,
	"pay_rate_cents" integer NOT NULL,
	"bill_rate_cents" integer NOT NULL,
	"overtime_pay_rate_cents" integer NOT NULL,
	"overtime_bill_rate_cents" integer NOT NULL,
	"double_overtime_pay_rate_cents" integer NOT NULL,
	"double_overtime_bill_rate_cents" integer NOT NULL,
	"holiday_pay_rate_cents" integer NOT NULL,
	"holiday_bill_rate_cents" integer NOT NULL,
	"processing_status" text DEFAULT 'approved' NOT NULL,
	"processing_status_message" text,
	"has_worked" boolean DEFAULT false NOT NULL,
	"work_location" text,
	"state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "easy_approve_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"approver_user_id" uuid NOT NULL,
	"signing_key" text NOT NULL,
	"version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploaded_by_user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"billing" text DEFAULT 'billable' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"type" text DEFAULT 'hourly' NOT NULL,
	"date" date NOT NULL,
	"time_start" text NOT NULL,
	"time_end" text NOT NULL,
	"break_time_minutes" integer DEFAULT 0 NOT NULL,
	"hours_hundredths" integer NOT NULL,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"project_code" text,
	"task" text,
	"signed_at" timestamp with time zone,
	"approval_date" timestamp with time zone,
	"approval_email" text,
	"approval_ip" text,
	"approval_evidence" text,
	"rejection_reason" text,
	"rejected_at" timestamp with time zone,
	"entered_by_user_id" uuid,
	"entered_ip" text,
	"edited_by_user_id" uuid,
	"edited_ip" text,
	"payroll_submission_date" date,
	"client_billing_invoice_date" date,
	"location" jsonb,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_logos" ADD CONSTRAINT "brand_logos_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easy_approve_links" ADD CONSTRAINT "easy_approve_links_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_failures_key_at_idx" ON "sign_in_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_idx" ON "verification_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "assignments_contractor_idx" ON "assignments" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "assignments_client_idx" ON "assignments" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "assignments_partner_idx" ON "assignments" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "assignments_eor_idx" ON "assignments" USING btree ("eor_id");--> statement-breakpoint
CREATE INDEX "timesheets_assignment_idx" ON "timesheets" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "timesheets_contractor_date_idx" ON "timesheets" USING btree ("contractor_id","date");--> statement-breakpoint
CREATE INDEX "timesheets_client_status_date_idx" ON "timesheets" USING btree ("client_id","status","date","hours_hundredths");--> statement-breakpoint
CREATE INDEX "timesheets_partner_status_date_idx" ON "timesheets" USING btree ("partner_id","status","date","hours_hundredths");--> statement-breakpoint
CREATE INDEX "timesheets_eor_status_date_idx" ON "timesheets" USING btree ("eor_id","status","date","hours_hundredths");--> statement-breakpoint
CREATE INDEX "timesheets_status_date_idx" ON "timesheets" USING btree ("status","date","hours_hundredths");--> statement-breakpoint
CREATE INDEX "timesheets_date_idx" ON "timesheets" USING btree ("date");