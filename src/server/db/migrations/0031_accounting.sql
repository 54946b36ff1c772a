CREATE TABLE "accounting_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_accounts_one_employer" CHECK (("accounting_accounts"."partner_id" is null) <> ("accounting_accounts"."eor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "accounting_default_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"receivables_account_id" uuid,
	"revenue_account_id" uuid,
	"payroll_expense_account_id" uuid,
	"tax_liabilities_account_id" uuid,
	"cash_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_default_configs_one_employer" CHECK (("accounting_default_configs"."partner_id" is null) <> ("accounting_default_configs"."eor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "accounting_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"item" text NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_mappings_one_employer" CHECK (("accounting_mappings"."partner_id" is null) <> ("accounting_mappings"."eor_id" is null))
);
--> statement-breakpoint
ALTER TABLE "accounting_accounts" ADD CONSTRAINT "accounting_accounts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_accounts" ADD CONSTRAINT "accounting_accounts_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_default_configs" ADD CONSTRAINT "accounting_default_configs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_default_configs" ADD CONSTRAINT "accounting_default_configs_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_default_configs" ADD CONSTRAINT "accounting_default_configs_receivables_account_id_accounting_accounts_id_fk" FOREIGN KEY ("receivables_account_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_default_configs" ADD CONSTRAINT "accounting_default_configs_revenue_account_id_accounting_accounts_id_fk" FOREIGN KEY ("revenue_account_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_default_configs" ADD CONSTRAINT "accounting_default_configs_payroll_expense_account_id_accounting_accounts_id_fk" FOREIGN KEY ("payroll_expense_account_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_default_configs" ADD CONSTRAINT "accounting_default_configs_tax_liabilities_account_id_accounting_accounts_id_fk" FOREIGN KEY ("tax_liabilities_account_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_default_configs" ADD CONSTRAINT "accounting_default_configs_cash_account_id_accounting_accounts_id_fk" FOREIGN KEY ("cash_account_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_mappings" ADD CONSTRAINT "accounting_mappings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_mappings" ADD CONSTRAINT "accounting_mappings_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_mappings" ADD CONSTRAINT "accounting_mappings_account_id_accounting_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounting_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_accounts_partner_code_idx" ON "accounting_accounts" USING btree ("partner_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_accounts_eor_code_idx" ON "accounting_accounts" USING btree ("eor_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_default_configs_partner_idx" ON "accounting_default_configs" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_default_configs_eor_idx" ON "accounting_default_configs" USING btree ("eor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_mappings_partner_item_idx" ON "accounting_mappings" USING btree ("partner_id","item");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_mappings_eor_item_idx" ON "accounting_mappings" USING btree ("eor_id","item");--> statement-breakpoint
CREATE INDEX "accounting_mappings_account_idx" ON "accounting_mappings" USING btree ("account_id");