CREATE TABLE "screenings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"partner_id" uuid,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"redirect_url" text NOT NULL,
	"status" text DEFAULT 'ordered' NOT NULL,
	"result" text,
	"ordered_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "screenings_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screenings_partner_idx" ON "screenings" USING btree ("partner_id","ordered_at");--> statement-breakpoint
CREATE INDEX "screenings_contractor_idx" ON "screenings" USING btree ("contractor_id","type");