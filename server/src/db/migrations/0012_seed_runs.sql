CREATE TABLE "seed_runs" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
