CREATE INDEX "clients_entity_name_trgm_idx" ON "clients" USING gin ("entity_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_entity_name_trgm_idx" ON "partners" USING gin ("entity_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "timesheets_project_code_trgm_idx" ON "timesheets" USING gin ("project_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "timesheets_task_trgm_idx" ON "timesheets" USING gin ("task" gin_trgm_ops);