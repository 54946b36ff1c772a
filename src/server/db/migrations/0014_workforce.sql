CREATE TABLE "end_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"client_id" uuid NOT NULL,
	"entity_name" text NOT NULL,
	"contact_email" text,
	"street_address_line_1" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corp_to_corps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"entity_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"body" text NOT NULL,
	"author_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "bill_rate_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "overtime_bill_rate_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "double_overtime_bill_rate_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "holiday_bill_rate_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "corp_to_corp_id" uuid;--> statement-breakpoint
ALTER TABLE "end_clients" ADD CONSTRAINT "end_clients_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_clients" ADD CONSTRAINT "end_clients_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_clients" ADD CONSTRAINT "end_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corp_to_corps" ADD CONSTRAINT "corp_to_corps_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corp_to_corps" ADD CONSTRAINT "corp_to_corps_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "end_clients_partner_name_idx" ON "end_clients" USING btree ("partner_id","entity_name");--> statement-breakpoint
CREATE INDEX "end_clients_eor_name_idx" ON "end_clients" USING btree ("eor_id","entity_name");--> statement-breakpoint
CREATE INDEX "end_clients_client_name_idx" ON "end_clients" USING btree ("client_id","entity_name");--> statement-breakpoint
CREATE INDEX "corp_to_corps_partner_name_idx" ON "corp_to_corps" USING btree ("partner_id","entity_name");--> statement-breakpoint
CREATE INDEX "corp_to_corps_eor_name_idx" ON "corp_to_corps" USING btree ("eor_id","entity_name");--> statement-breakpoint
CREATE UNIQUE INDEX "corp_to_corps_partner_tax_id_key" ON "corp_to_corps" USING btree ("partner_id","tax_id");--> statement-breakpoint
CREATE INDEX "notes_subject_idx" ON "notes" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_partner_idx" ON "notes" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_eor_idx" ON "notes" USING btree ("eor_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_created_idx" ON "notes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_corp_to_corp_id_corp_to_corps_id_fk" FOREIGN KEY ("corp_to_corp_id") REFERENCES "public"."corp_to_corps"("id") ON DELETE no action ON UPDATE no action;