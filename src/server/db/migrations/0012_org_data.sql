CREATE TABLE "work_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"street_address_line_1" text NOT NULL,
	"street_address_line_2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"street_address_line_1" text NOT NULL,
	"street_address_line_2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "eor_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "work_locations" ADD CONSTRAINT "work_locations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_locations" ADD CONSTRAINT "work_locations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_locations" ADD CONSTRAINT "work_locations_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_codes" ADD CONSTRAINT "project_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_codes" ADD CONSTRAINT "project_codes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_codes" ADD CONSTRAINT "project_codes_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_locations_partner_idx" ON "work_locations" USING btree ("partner_id","name");--> statement-breakpoint
CREATE INDEX "work_locations_eor_idx" ON "work_locations" USING btree ("eor_id","name");--> statement-breakpoint
CREATE INDEX "work_locations_client_idx" ON "work_locations" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "departments_partner_idx" ON "departments" USING btree ("partner_id","name");--> statement-breakpoint
CREATE INDEX "departments_eor_idx" ON "departments" USING btree ("eor_id","name");--> statement-breakpoint
CREATE INDEX "departments_client_idx" ON "departments" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "project_codes_partner_idx" ON "project_codes" USING btree ("partner_id","code");--> statement-breakpoint
CREATE INDEX "project_codes_eor_idx" ON "project_codes" USING btree ("eor_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "project_codes_client_code_key" ON "project_codes" USING btree ("client_id","code");--> statement-breakpoint
CREATE INDEX "purchase_orders_partner_idx" ON "purchase_orders" USING btree ("partner_id","number");--> statement-breakpoint
CREATE INDEX "purchase_orders_eor_idx" ON "purchase_orders" USING btree ("eor_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_client_number_key" ON "purchase_orders" USING btree ("client_id","number");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_partner_idx" ON "jobs" USING btree ("partner_id","title");--> statement-breakpoint
CREATE INDEX "jobs_eor_idx" ON "jobs" USING btree ("eor_id","title");--> statement-breakpoint
CREATE INDEX "jobs_client_idx" ON "jobs" USING btree ("client_id","title");