ALTER TABLE "transactions" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;