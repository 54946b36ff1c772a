ALTER TABLE "company_taxes" ADD COLUMN "wage_base_cents" bigint;--> statement-breakpoint
ALTER TABLE "paycheck_deductions" ADD COLUMN "tax_treatment" text DEFAULT 'post_tax' NOT NULL;--> statement-breakpoint
ALTER TABLE "paycheck_items" ADD COLUMN "taxable_wages_cents" bigint;--> statement-breakpoint
ALTER TABLE "paychecks" ADD COLUMN "employer_taxes_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "employer_taxes_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "requires_second_approver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "employer_address" text;