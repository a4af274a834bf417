ALTER TABLE "plots" ADD COLUMN "registered_by" integer;--> statement-breakpoint
ALTER TABLE "plots" ADD COLUMN "authority_letter_file_id" uuid;--> statement-breakpoint
ALTER TABLE "plots" ADD COLUMN "registration_remarks" text;--> statement-breakpoint
ALTER TABLE "plots" ADD COLUMN "registration_reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "plots" ADD COLUMN "registration_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_registered_by_users_user_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_authority_letter_file_id_uploads_file_id_fk" FOREIGN KEY ("authority_letter_file_id") REFERENCES "public"."uploads"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_registration_reviewed_by_users_user_id_fk" FOREIGN KEY ("registration_reviewed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plots_registration_status_idx" ON "plots" USING btree ("registration_status");--> statement-breakpoint
CREATE UNIQUE INDEX "plots_one_live_per_number" ON "plots" USING btree ("industrial_area_id",upper("plot_number")) WHERE "plots"."registration_status" in ('Pending','Approved');