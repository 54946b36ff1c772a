CREATE TABLE "assignment_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"effective_date" date NOT NULL,
	"pay_rate_cents" integer,
	"overtime_pay_rate_cents" integer,
	"double_overtime_pay_rate_cents" integer,
	"holiday_pay_rate_cents" integer,
	"bill_rate_cents" integer,
	"overtime_bill_rate_cents" integer,
	"double_overtime_bill_rate_cents" integer,
	"holiday_bill_rate_cents" integer,
	"set_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_rates" (
	"timesheet_id" uuid PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"pay_rate_cents" integer,
	"overtime_pay_rate_cents" integer,
	"double_overtime_pay_rate_cents" integer,
	"holiday_pay_rate_cents" integer,
	"bill_rate_cents" integer,
	"overtime_bill_rate_cents" integer,
	"double_overtime_bill_rate_cents" integer,
	"holiday_bill_rate_cents" integer,
	"pay_rate_id" uuid,
	"pay_effective_date" date,
	"bill_rate_id" uuid,
	"bill_effective_date" date,
	"priced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "pay_rate_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "overtime_pay_rate_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "double_overtime_pay_rate_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "holiday_pay_rate_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "eors" ADD COLUMN "remit_to" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "remit_to" text;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD COLUMN "i94_number" text;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD COLUMN "foreign_passport_number" text;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD COLUMN "list_a_number" text;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD COLUMN "list_b_number" text;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD COLUMN "list_c_number" text;--> statement-breakpoint
ALTER TABLE "company_taxes" ADD COLUMN "wage_base_cents" bigint;--> statement-breakpoint
ALTER TABLE "paycheck_deductions" ADD COLUMN "tax_treatment" text DEFAULT 'post_tax' NOT NULL;--> statement-breakpoint
ALTER TABLE "paycheck_items" ADD COLUMN "taxable_wages_cents" bigint;--> statement-breakpoint
ALTER TABLE "paychecks" ADD COLUMN "employer_taxes_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "employer_taxes_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "requires_second_approver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "employer_address" text;--> statement-breakpoint
ALTER TABLE "assignment_rates" ADD CONSTRAINT "assignment_rates_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_rates" ADD CONSTRAINT "assignment_rates_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_rates" ADD CONSTRAINT "timesheet_rates_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_rates" ADD CONSTRAINT "timesheet_rates_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_rates" ADD CONSTRAINT "timesheet_rates_pay_rate_id_assignment_rates_id_fk" FOREIGN KEY ("pay_rate_id") REFERENCES "public"."assignment_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_rates" ADD CONSTRAINT "timesheet_rates_bill_rate_id_assignment_rates_id_fk" FOREIGN KEY ("bill_rate_id") REFERENCES "public"."assignment_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_rates_assignment_idx" ON "assignment_rates" USING btree ("assignment_id","effective_date");
--> statement-breakpoint
-- Work approved before snapshots existed is fixed at the rates it was priced at: the assignment's own.
INSERT INTO "timesheet_rates" ("timesheet_id", "assignment_id", "pay_rate_cents", "overtime_pay_rate_cents", "double_overtime_pay_rate_cents", "holiday_pay_rate_cents", "bill_rate_cents", "overtime_bill_rate_cents", "double_overtime_bill_rate_cents", "holiday_bill_rate_cents")
SELECT t."id", a."id", a."pay_rate_cents", a."overtime_pay_rate_cents", a."double_overtime_pay_rate_cents", a."holiday_pay_rate_cents", a."bill_rate_cents", a."overtime_bill_rate_cents", a."double_overtime_bill_rate_cents", a."holiday_bill_rate_cents"
FROM "timesheets" t JOIN "assignments" a ON a."id" = t."assignment_id"
WHERE t."status" = 'approved';
