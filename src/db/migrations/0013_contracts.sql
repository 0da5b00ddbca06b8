CREATE TYPE "public"."contract_event_kind" AS ENUM('created', 'edited', 'sent', 'emailed', 'viewed', 'code_sent', 'code_confirmed', 'signed', 'countersigned', 'refused', 'cancelled', 'voided', 'completed');--> statement-breakpoint
CREATE TYPE "public"."contract_signer_role" AS ENUM('client', 'professional');--> statement-breakpoint
CREATE TYPE "public"."contract_status" AS ENUM('rascunho', 'enviado', 'assinado_cliente', 'assinado', 'recusado', 'cancelado');--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"version" integer NOT NULL,
	"kind" "contract_event_kind" NOT NULL,
	"detail" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_sign_codes" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" "contract_signer_role" NOT NULL,
	"signer_name" text NOT NULL,
	"document" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"content_sha256" text NOT NULL,
	"content" text NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"clauses" jsonb NOT NULL,
	"field_values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"proposal_id" uuid,
	"client_id" uuid,
	"template_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"client_name" text NOT NULL,
	"status" "contract_status" DEFAULT 'rascunho' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"share_id" text,
	"share_secret" text,
	"sent_at" timestamp with time zone,
	"first_viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"final_pdf_key" text,
	"final_pdf_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_sign_codes" ADD CONSTRAINT "contract_sign_codes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_sign_codes" ADD CONSTRAINT "contract_sign_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_version_id_contract_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."contract_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_events_contract_id_created_idx" ON "contract_events" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_events_user_id_idx" ON "contract_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contract_sign_codes_user_id_idx" ON "contract_sign_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contract_signatures_contract_id_idx" ON "contract_signatures" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_signatures_user_id_idx" ON "contract_signatures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contract_signatures_content_sha256_idx" ON "contract_signatures" USING btree ("content_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_versions_contract_version_idx" ON "contract_versions" USING btree ("contract_id","version");--> statement-breakpoint
CREATE INDEX "contract_versions_user_id_idx" ON "contract_versions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contracts_user_id_created_idx" ON "contracts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_proposal_id_idx" ON "contracts" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "contracts_client_id_idx" ON "contracts" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_share_id_idx" ON "contracts" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "contracts_final_pdf_sha256_idx" ON "contracts" USING btree ("final_pdf_sha256");