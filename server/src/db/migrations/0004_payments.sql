CREATE SEQUENCE "public"."payment_txn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" varchar(60),
	"kind" varchar(30) NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"detail" text,
	"payload" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"transaction_id" varchar(30) PRIMARY KEY NOT NULL,
	"submission_id" varchar(30),
	"bill_id" integer,
	"payer_user_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"tds_section" varchar(10),
	"tds_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"payable_amount" numeric(14, 2) NOT NULL,
	"status" varchar(10) DEFAULT 'Pending' NOT NULL,
	"gateway_reference" varchar(80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_transactions_status_check" CHECK ("payment_transactions"."status" in ('Pending','Success','Failure')),
	CONSTRAINT "payment_transactions_one_target" CHECK (("payment_transactions"."submission_id" is null) <> ("payment_transactions"."bill_id" is null))
);
--> statement-breakpoint
CREATE TABLE "tds_sections" (
	"section" varchar(10) PRIMARY KEY NOT NULL,
	"description" varchar(200) NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"source" varchar(20) DEFAULT 'assumed' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "water_bills" (
	"bill_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "water_bills_bill_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plot_id" varchar(40) NOT NULL,
	"consumer_no" varchar(30) NOT NULL,
	"bill_number" varchar(40) NOT NULL,
	"tracking_id" varchar(40) NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"due_date" date NOT NULL,
	"status" varchar(10) DEFAULT 'Unpaid' NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "water_bills_number_key" UNIQUE("bill_number"),
	CONSTRAINT "water_bills_tracking_key" UNIQUE("tracking_id"),
	CONSTRAINT "water_bills_status_check" CHECK ("water_bills"."status" in ('Unpaid','Paid'))
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_submission_id_applications_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."applications"("submission_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_bill_id_water_bills_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."water_bills"("bill_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_payer_user_id_users_user_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_bills" ADD CONSTRAINT "water_bills_plot_id_plots_plot_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."plots"("plot_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_transaction_idx" ON "payment_events" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_one_open_app" ON "payment_transactions" USING btree ("submission_id") WHERE "payment_transactions"."status" = 'Pending' and "payment_transactions"."submission_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_one_open_bill" ON "payment_transactions" USING btree ("bill_id") WHERE "payment_transactions"."status" = 'Pending' and "payment_transactions"."bill_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_transactions_payer_idx" ON "payment_transactions" USING btree ("payer_user_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_status_idx" ON "payment_transactions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "water_bills_plot_id_idx" ON "water_bills" USING btree ("plot_id");