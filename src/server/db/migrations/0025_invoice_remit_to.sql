ALTER TABLE "eors" ADD COLUMN "remit_to" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "remit_to" text;