-- Issue 17: the reports' answered proposals read index-only (the medians' sent and created dates,
-- the refused ones' last change), and the top clients from the accepted ones' cover index.
DROP INDEX "proposals_user_id_approved_cover_idx";--> statement-breakpoint
CREATE INDEX "proposals_user_id_refused_cover_idx" ON "proposals" USING btree ("user_id","updated_at","id","sent_at","created_at") WHERE "proposals"."status" = 'rejeitada';--> statement-breakpoint
CREATE INDEX "proposals_user_id_approved_cover_idx" ON "proposals" USING btree ("user_id","approved_at","total_cents","created_at","client_id","client_name","id","sent_at") WHERE "proposals"."status" = 'aprovada';
