CREATE TABLE "paycheck_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paycheck_deductions_amount_positive" CHECK ("paycheck_deductions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "paycheck_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paycheck_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"hours_hundredths" integer,
	"amount_cents" bigint NOT NULL,
	"transaction_id" uuid
);
--> statement-breakpoint
CREATE TABLE "paychecks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payroll_run_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"pay_date" date NOT NULL,
	"hours_hundredths" integer NOT NULL,
	"gross_cents" bigint NOT NULL,
	"taxes_cents" bigint NOT NULL,
	"deductions_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"bank_method_id" uuid,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paychecks_net_adds_up" CHECK ("paychecks"."net_cents" = "paychecks"."gross_cents" - "paychecks"."taxes_cents" - "paychecks"."deductions_cents")
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"status" text DEFAULT 'pre_draft' NOT NULL,
	"frequency" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"pay_date" date NOT NULL,
	"paychecks_total" integer DEFAULT 0 NOT NULL,
	"paychecks_done" integer DEFAULT 0 NOT NULL,
	"gross_cents" bigint DEFAULT 0 NOT NULL,
	"taxes_cents" bigint DEFAULT 0 NOT NULL,
	"deductions_cents" bigint DEFAULT 0 NOT NULL,
	"net_cents" bigint DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"period_anchor" date NOT NULL,
	"pay_delay_days" integer DEFAULT 5 NOT NULL,
	"funding_source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paycheck_deductions" ADD CONSTRAINT "paycheck_deductions_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_deductions" ADD CONSTRAINT "paycheck_deductions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_items" ADD CONSTRAINT "paycheck_items_paycheck_id_paychecks_id_fk" FOREIGN KEY ("paycheck_id") REFERENCES "public"."paychecks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_items" ADD CONSTRAINT "paycheck_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_payroll_run_id_payroll_runs_id_fk" FOREIGN KEY ("payroll_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paycheck_deductions_contractor_idx" ON "paycheck_deductions" USING btree ("contractor_id","active");--> statement-breakpoint
CREATE UNIQUE INDEX "paycheck_items_position_key" ON "paycheck_items" USING btree ("paycheck_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "paycheck_items_transaction_key" ON "paycheck_items" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paychecks_run_contractor_key" ON "paychecks" USING btree ("payroll_run_id","contractor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paychecks_transfer_key" ON "paychecks" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "paychecks_contractor_idx" ON "paychecks" USING btree ("contractor_id","pay_date","id");--> statement-breakpoint
CREATE INDEX "paychecks_partner_idx" ON "paychecks" USING btree ("partner_id","pay_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_partner_period_key" ON "payroll_runs" USING btree ("partner_id","period_start");--> statement-breakpoint
CREATE INDEX "payroll_runs_partner_idx" ON "payroll_runs" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_settings_partner_key" ON "payroll_settings" USING btree ("partner_id");