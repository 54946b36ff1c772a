ALTER TABLE "contractors" ADD COLUMN "created_by_client_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_created_by_client_id_clients_id_fk" FOREIGN KEY ("created_by_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;