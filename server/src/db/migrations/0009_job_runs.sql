CREATE TABLE "job_runs" (
	"name" varchar(80) PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_run_by" varchar(200)
);
