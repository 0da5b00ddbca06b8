CREATE TABLE "pix_renewal_reminders" (
	"user_id" text NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_renewal_reminders_user_id_period_end_pk" PRIMARY KEY("user_id","period_end")
);
--> statement-breakpoint
ALTER TABLE "pix_renewal_reminders" ADD CONSTRAINT "pix_renewal_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;