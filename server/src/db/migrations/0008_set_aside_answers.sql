CREATE TABLE "service_definitions" (
	"hash" varchar(64) PRIMARY KEY NOT NULL,
	"service_id" varchar(80) NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "set_aside" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "definition_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_definition_hash_service_definitions_hash_fk" FOREIGN KEY ("definition_hash") REFERENCES "public"."service_definitions"("hash") ON DELETE no action ON UPDATE no action;