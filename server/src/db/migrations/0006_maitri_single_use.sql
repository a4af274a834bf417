CREATE TABLE "maitri_used_tokens" (
	"jti" varchar(200) PRIMARY KEY NOT NULL,
	"maitri_user_id" varchar(100) NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "maitri_used_tokens_expires_at_idx" ON "maitri_used_tokens" USING btree ("expires_at");