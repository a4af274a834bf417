CREATE SEQUENCE "public"."application_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "application_events" (
	"event_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_events_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submission_id" varchar(30) NOT NULL,
	"from_state" varchar(30) NOT NULL,
	"to_state" varchar(30) NOT NULL,
	"action" varchar(30) NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"remarks" text
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"submission_id" varchar(30) PRIMARY KEY DEFAULT ('SWC-' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval('application_number_seq')::text, 6, '0')) NOT NULL,
	"plot_id" varchar(40) NOT NULL,
	"service_id" varchar(80) NOT NULL,
	"service_master_id" smallint NOT NULL,
	"state" varchar(30) NOT NULL,
	"schema_version" integer NOT NULL,
	"current_step" varchar(80),
	"data" jsonb NOT NULL,
	"tentative_cost" numeric(14, 2),
	"fee_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"declarations_accepted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "applications_state_check" CHECK ("applications"."state" in ('Draft','Submitted','PaymentPending','UnderScrutiny','ClarificationSought','Approved','Rejected','Withdrawn','Cancelled','Deleted'))
);
--> statement-breakpoint
CREATE TABLE "industrial_areas" (
	"industrial_area_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "industrial_areas_industrial_area_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(10) NOT NULL,
	"name" varchar(200) NOT NULL,
	"district_id" smallint NOT NULL,
	"district_name" varchar(100) NOT NULL,
	"regional_office" varchar(100),
	"area_class" varchar(3) NOT NULL,
	"prevailing_rate" numeric(12, 2) NOT NULL,
	"rate_effective_from" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "industrial_areas_code_key" UNIQUE("code"),
	CONSTRAINT "industrial_areas_name_key" UNIQUE("name"),
	CONSTRAINT "industrial_areas_class_check" CHECK ("industrial_areas"."area_class" in ('A','B','C','D','D+'))
);
--> statement-breakpoint
CREATE TABLE "plots" (
	"plot_id" varchar(40) PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"industrial_area_id" integer NOT NULL,
	"plot_name" varchar(200) NOT NULL,
	"plot_number" varchar(50) NOT NULL,
	"is_midc_plot" boolean DEFAULT true NOT NULL,
	"property_form_type" varchar(20) DEFAULT 'Plot' NOT NULL,
	"type_of_plot" varchar(50) NOT NULL,
	"plot_area" numeric(12, 2) NOT NULL,
	"consumer_no" varchar(30),
	"registration_status" varchar(20) DEFAULT 'Approved' NOT NULL,
	"applicant_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"registered_office_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unit_contact_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plots_registration_status_check" CHECK ("plots"."registration_status" in ('Pending','Approved','Rejected','Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"value" numeric(16, 4) NOT NULL,
	"unit" varchar(100) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" varchar(20) NOT NULL,
	"reference" varchar(200),
	"modified_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rates_source_check" CHECK ("rates"."source" in ('public','spec','assumed','placeholder'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"uploaded_by" integer,
	"service_id" varchar(80) NOT NULL,
	"slot_key" varchar(80) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"submission_id" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_submission_id_applications_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."applications"("submission_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_by_user_id_users_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_plot_id_plots_plot_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("plot_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_industrial_area_id_industrial_areas_industrial_area_id_fk" FOREIGN KEY ("industrial_area_id") REFERENCES "public"."industrial_areas"("industrial_area_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_modified_by_users_user_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_submission_id_applications_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."applications"("submission_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_submission_id_idx" ON "application_events" USING btree ("submission_id","event_id");--> statement-breakpoint
CREATE INDEX "application_events_by_user_id_idx" ON "application_events" USING btree ("by_user_id");--> statement-breakpoint
CREATE INDEX "applications_plot_id_state_idx" ON "applications" USING btree ("plot_id","state");--> statement-breakpoint
CREATE INDEX "applications_created_by_idx" ON "applications" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_open_per_service" ON "applications" USING btree ("plot_id","service_id") WHERE "applications"."state" in ('Draft','Submitted','PaymentPending','UnderScrutiny','ClarificationSought');--> statement-breakpoint
CREATE INDEX "plots_owner_user_id_idx" ON "plots" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "plots_industrial_area_id_idx" ON "plots" USING btree ("industrial_area_id");--> statement-breakpoint
CREATE INDEX "uploads_owner_user_id_idx" ON "uploads" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "uploads_uploaded_by_idx" ON "uploads" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "uploads_submission_id_idx" ON "uploads" USING btree ("submission_id");