DROP INDEX "area_groups_name_unique";--> statement-breakpoint
CREATE INDEX "area_groups_name_idx" ON "area_groups" USING btree ("name");