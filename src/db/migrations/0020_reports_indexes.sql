DROP INDEX "proposal_events_user_id_idx";--> statement-breakpoint
CREATE INDEX "proposal_events_user_id_kind_created_idx" ON "proposal_events" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "proposals_user_id_status_approved_idx" ON "proposals" USING btree ("user_id","status","approved_at");