CREATE TABLE "auth_mail_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_mail_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "ip_address" text;--> statement-breakpoint
CREATE INDEX "auth_mail_sends_recipient_kind_created_idx" ON "auth_mail_sends" USING btree ("recipient","kind","created_at");