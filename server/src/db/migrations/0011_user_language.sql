ALTER TABLE "users" ADD COLUMN "language" varchar(5);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'mr', 'hi'));