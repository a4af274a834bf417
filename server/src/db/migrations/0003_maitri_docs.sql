CREATE TABLE "feedback" (
	"feedback_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"category" varchar(60) NOT NULL,
	"rating" smallint NOT NULL,
	"message" text NOT NULL,
	"page" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_check" CHECK ("feedback"."rating" between 1 and 5),
	CONSTRAINT "feedback_message_check" CHECK (char_length("feedback"."message") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "integration_requests" (
	"integration_request_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_requests_integration_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" varchar(10) NOT NULL,
	"path" varchar(500) NOT NULL,
	"status_code" smallint NOT NULL,
	"user_id" integer,
	"maitri_user_id" varchar(100),
	"service_id" varchar(100),
	"application_id" varchar(100),
	"track_id" varchar(100),
	"service_app_id" varchar(100),
	"token_hash" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "maitri_services" (
	"maitri_service_id" varchar(50) PRIMARY KEY NOT NULL,
	"service_id" varchar(80) NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_requests" ADD CONSTRAINT "integration_requests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_user_id_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "integration_requests_at_idx" ON "integration_requests" USING btree ("at");--> statement-breakpoint
CREATE INDEX "integration_requests_maitri_user_id_idx" ON "integration_requests" USING btree ("maitri_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_maitri_user_id_key" ON "users" USING btree ("maitri_user_id");