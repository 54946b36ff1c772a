CREATE TABLE "adjustments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"contractor_id" uuid NOT NULL,
	"client_id" uuid,
	"assignment_id" uuid,
	"payer" text NOT NULL,
	"direction" text NOT NULL,
	"type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"date" date NOT NULL,
	"notes" text,
	"status" text NOT NULL,
	"reason" text,
	"approved_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "adjustments_amount_positive" CHECK ("adjustments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "review_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"name" text NOT NULL,
	"subject_kind" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"review_type_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"reviewer_user_id" uuid,
	"rating" integer,
	"notes" text,
	"status" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_types" ADD CONSTRAINT "review_types_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_types" ADD CONSTRAINT "review_types_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_review_type_id_review_types_id_fk" FOREIGN KEY ("review_type_id") REFERENCES "public"."review_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjustments_partner_date_idx" ON "adjustments" USING btree ("partner_id","date");--> statement-breakpoint
CREATE INDEX "adjustments_eor_date_idx" ON "adjustments" USING btree ("eor_id","date");--> statement-breakpoint
CREATE INDEX "adjustments_status_idx" ON "adjustments" USING btree ("status","approved_at");--> statement-breakpoint
CREATE INDEX "review_types_partner_name_idx" ON "review_types" USING btree ("partner_id","name");--> statement-breakpoint
CREATE INDEX "review_types_eor_name_idx" ON "review_types" USING btree ("eor_id","name");--> statement-breakpoint
CREATE INDEX "reviews_partner_created_idx" ON "reviews" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_eor_created_idx" ON "reviews" USING btree ("eor_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");