ALTER TABLE "provinces" ADD CONSTRAINT "provinces_successor_id_provinces_id_fk" FOREIGN KEY ("successor_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provinces_successor_idx" ON "provinces" USING btree ("successor_id");
