CREATE TABLE "file_chunks" (
	"storage_key" varchar(200) NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_pkey" PRIMARY KEY("storage_key","seq")
);
