CREATE TABLE "pto_accruals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"worked_hundredths" integer NOT NULL,
	"accrued_hundredths" integer NOT NULL,
	"forfeited_hundredths" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pto_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"accrued_hundredths" integer DEFAULT 0 NOT NULL,
	"forfeited_hundredths" integer DEFAULT 0 NOT NULL,
	"through" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pto_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"accrual_method" text NOT NULL,
	"earned_hundredths" integer NOT NULL,
	"per_hours_worked" integer,
	"annual_cap_hundredths" integer,
	"carry_over_cap_hundredths" integer,
	"waiting_period_days" integer DEFAULT 0 NOT NULL,
	"applies_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pto_rules_earned_positive" CHECK ("pto_rules"."earned_hundredths" > 0),
	CONSTRAINT "pto_rules_ratio" CHECK ("pto_rules"."accrual_method" <> 'per_hour_worked' or "pto_rules"."per_hours_worked" > 0)
);
--> statement-breakpoint
CREATE TABLE "time_off_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"balance_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"hours_hundredths" integer NOT NULL,
	"notes" text,
	"status" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"requested_by_user_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "time_off_requests_hours_positive" CHECK ("time_off_requests"."hours_hundredths" > 0),
	CONSTRAINT "time_off_requests_dates" CHECK ("time_off_requests"."end_date" >= "time_off_requests"."start_date")
);
--> statement-breakpoint
ALTER TABLE "pto_accruals" ADD CONSTRAINT "pto_accruals_rule_id_pto_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."pto_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_accruals" ADD CONSTRAINT "pto_accruals_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_balances" ADD CONSTRAINT "pto_balances_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_balances" ADD CONSTRAINT "pto_balances_rule_id_pto_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."pto_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_balances" ADD CONSTRAINT "pto_balances_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_rules" ADD CONSTRAINT "pto_rules_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_balance_id_pto_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."pto_balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD CONSTRAINT "time_off_requests_rule_id_pto_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."pto_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pto_accruals_once_idx" ON "pto_accruals" USING btree ("contractor_id","rule_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "pto_balances_contractor_rule_idx" ON "pto_balances" USING btree ("contractor_id","rule_id");--> statement-breakpoint
CREATE INDEX "pto_balances_partner_idx" ON "pto_balances" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "pto_rules_partner_name_idx" ON "pto_rules" USING btree ("partner_id","name");--> statement-breakpoint
CREATE INDEX "time_off_requests_partner_start_idx" ON "time_off_requests" USING btree ("partner_id","start_date");--> statement-breakpoint
CREATE INDEX "time_off_requests_balance_status_idx" ON "time_off_requests" USING btree ("balance_id","status");--> statement-breakpoint
CREATE INDEX "time_off_requests_contractor_idx" ON "time_off_requests" USING btree ("contractor_id","start_date");