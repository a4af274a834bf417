CREATE TABLE "sandbox_gateway_orders" (
	"transaction_id" varchar(60) PRIMARY KEY NOT NULL,
	"decided" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_orders_decided_check" CHECK ("sandbox_gateway_orders"."decided" is null or "sandbox_gateway_orders"."decided" in ('Success','Failure','Pending'))
);
