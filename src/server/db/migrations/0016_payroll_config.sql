CREATE TABLE "payroll_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"name" text NOT NULL,
	"bank_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_number" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_bank_accounts_one_employer" CHECK (("payroll_bank_accounts"."partner_id" is null) <> ("payroll_bank_accounts"."eor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "company_taxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"jurisdiction" text NOT NULL,
	"tax_type" text NOT NULL,
	"account_number" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"effective_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_taxes_one_employer" CHECK (("company_taxes"."partner_id" is null) <> ("company_taxes"."eor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "workers_comp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"state" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gsa_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"lodging_cents" integer NOT NULL,
	"mie_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gsa_rates_one_employer" CHECK (("gsa_rates"."partner_id" is null) <> ("gsa_rates"."eor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_one_employer" CHECK (("holidays"."partner_id" is null) <> ("holidays"."eor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "benefit_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"carrier" text NOT NULL,
	"employee_cost_cents" integer NOT NULL,
	"employer_cost_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_plans_one_employer" CHECK (("benefit_plans"."partner_id" is null) <> ("benefit_plans"."eor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "benefits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"contractor_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"coverage" text NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefits_one_employer" CHECK (("benefits"."partner_id" is null) <> ("benefits"."eor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "dependents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"contractor_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"relationship" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_bank_accounts" ADD CONSTRAINT "payroll_bank_accounts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_bank_accounts" ADD CONSTRAINT "payroll_bank_accounts_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_taxes" ADD CONSTRAINT "company_taxes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_taxes" ADD CONSTRAINT "company_taxes_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gsa_rates" ADD CONSTRAINT "gsa_rates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gsa_rates" ADD CONSTRAINT "gsa_rates_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_plans" ADD CONSTRAINT "benefit_plans_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_plans" ADD CONSTRAINT "benefit_plans_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_plan_id_benefit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."benefit_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependents" ADD CONSTRAINT "dependents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependents" ADD CONSTRAINT "dependents_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependents" ADD CONSTRAINT "dependents_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_bank_accounts_partner_idx" ON "payroll_bank_accounts" USING btree ("partner_id","name");--> statement-breakpoint
CREATE INDEX "payroll_bank_accounts_eor_idx" ON "payroll_bank_accounts" USING btree ("eor_id","name");--> statement-breakpoint
CREATE INDEX "company_taxes_partner_idx" ON "company_taxes" USING btree ("partner_id","jurisdiction");--> statement-breakpoint
CREATE INDEX "company_taxes_eor_idx" ON "company_taxes" USING btree ("eor_id","jurisdiction");--> statement-breakpoint
CREATE UNIQUE INDEX "company_taxes_partner_tax_date_idx" ON "company_taxes" USING btree ("partner_id","jurisdiction","tax_type","effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "company_taxes_eor_tax_date_idx" ON "company_taxes" USING btree ("eor_id","jurisdiction","tax_type","effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "workers_comp_codes_state_code_idx" ON "workers_comp_codes" USING btree ("state","code");--> statement-breakpoint
CREATE INDEX "gsa_rates_partner_idx" ON "gsa_rates" USING btree ("partner_id","state","city");--> statement-breakpoint
CREATE INDEX "gsa_rates_eor_idx" ON "gsa_rates" USING btree ("eor_id","state","city");--> statement-breakpoint
CREATE INDEX "holidays_eor_idx" ON "holidays" USING btree ("eor_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_partner_date_idx" ON "holidays" USING btree ("partner_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_eor_date_idx" ON "holidays" USING btree ("eor_id","date");--> statement-breakpoint
CREATE INDEX "benefit_plans_partner_idx" ON "benefit_plans" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "benefit_plans_eor_idx" ON "benefit_plans" USING btree ("eor_id");--> statement-breakpoint
CREATE INDEX "benefits_partner_idx" ON "benefits" USING btree ("partner_id","start_date");--> statement-breakpoint
CREATE INDEX "benefits_eor_idx" ON "benefits" USING btree ("eor_id","start_date");--> statement-breakpoint
CREATE INDEX "benefits_contractor_idx" ON "benefits" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "dependents_contractor_idx" ON "dependents" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "dependents_partner_idx" ON "dependents" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "dependents_eor_idx" ON "dependents" USING btree ("eor_id");