DROP INDEX "transfers_due_idx";--> statement-breakpoint
CREATE INDEX "transfers_due_idx" ON "transfers" USING btree ("check_at") WHERE "transfers"."status" in ('pending', 'processing');