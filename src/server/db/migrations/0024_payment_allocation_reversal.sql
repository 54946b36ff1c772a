ALTER TABLE "payment_allocations" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "reversed_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_reversal_has_reason" CHECK (("payment_allocations"."reversed_at" is null) = ("payment_allocations"."reversal_reason" is null));