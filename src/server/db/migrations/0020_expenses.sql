CREATE TABLE "expense_receipts" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"expense_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"date" date NOT NULL,
	"category" text,
	"description" text,
	"business_purpose" text,
	"acceptance_chance" integer,
	"reviewed" boolean DEFAULT false NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"billed" boolean DEFAULT false NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approval_email" text,
	"rejection_reason" text,
	"rejected_at" timestamp with time zone,
	"billed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"entered_by_user_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_receipts" ADD CONSTRAINT "expense_receipts_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_receipts_expense_idx" ON "expense_receipts" USING btree ("expense_id","created_at");--> statement-breakpoint
CREATE INDEX "expenses_contractor_date_idx" ON "expenses" USING btree ("contractor_id","date","id");--> statement-breakpoint
CREATE INDEX "expenses_client_date_idx" ON "expenses" USING btree ("client_id","date","id");--> statement-breakpoint
CREATE INDEX "expenses_partner_status_date_idx" ON "expenses" USING btree ("partner_id","status","date","id");--> statement-breakpoint
CREATE INDEX "expenses_eor_date_idx" ON "expenses" USING btree ("eor_id","date","id");--> statement-breakpoint
CREATE INDEX "expenses_status_date_idx" ON "expenses" USING btree ("status","date","id");