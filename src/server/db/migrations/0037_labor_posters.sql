CREATE TABLE "labor_posters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"law" text NOT NULL,
	"agency" text NOT NULL,
	"audience" text NOT NULL,
	"who_must_post" text NOT NULL,
	"min_employees" integer,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "labor_posters_code_idx" ON "labor_posters" USING btree ("code");