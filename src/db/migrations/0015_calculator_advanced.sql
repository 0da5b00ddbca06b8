ALTER TABLE "calculation_settings" ADD COLUMN "advanced_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_settings" ADD COLUMN "equipment_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_settings" ADD COLUMN "equipment_years" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_settings" ADD COLUMN "weeks_off" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_settings" ADD COLUMN "unbillable_bp" integer DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_settings" ADD COLUMN "thirteenth" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_settings" ADD COLUMN "vacation_bonus" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_settings" ADD COLUMN "regime" text DEFAULT 'mei' NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_settings" ADD COLUMN "mei_activity" text DEFAULT 'services' NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_settings" ADD COLUMN "simples_fator_r" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_settings" ADD COLUMN "inss_plan" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_settings" ADD COLUMN "other_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_settings" ADD COLUMN "margin_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calculation_settings" ADD COLUMN "risk_bp" integer DEFAULT 0 NOT NULL;