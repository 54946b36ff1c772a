CREATE TABLE "integration_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_key" text NOT NULL,
	"adapter_id" text NOT NULL,
	"credential_sealed" text,
	"credential_last4" text,
	"connected_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_message" text,
	"pending_state_nonce" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "integration_configs_owner_adapter_idx" ON "integration_configs" USING btree ("owner_key","adapter_id");