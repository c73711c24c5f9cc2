CREATE TABLE "lake_documents" (
	"dataset" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"rev" text NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "lake_documents_dataset_id_pk" PRIMARY KEY("dataset","id")
);
--> statement-breakpoint
CREATE TABLE "lake_files" (
	"dataset" text NOT NULL,
	"asset_id" text NOT NULL,
	"mime_type" text NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "lake_files_dataset_asset_id_pk" PRIMARY KEY("dataset","asset_id")
);
--> statement-breakpoint
CREATE TABLE "lake_revisions" (
	"dataset" text NOT NULL,
	"document_id" text NOT NULL,
	"rev" text NOT NULL,
	"previous_rev" text,
	"seq" bigint NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"doc" jsonb,
	CONSTRAINT "lake_revisions_dataset_document_id_rev_pk" PRIMARY KEY("dataset","document_id","rev")
);
--> statement-breakpoint
CREATE TABLE "lake_sessions" (
	"secret_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lake_transactions" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"dataset" text NOT NULL,
	"id" text NOT NULL,
	"author" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"mutations" jsonb NOT NULL,
	"document_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lake_users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lake_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "lake_sessions" ADD CONSTRAINT "lake_sessions_user_id_lake_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."lake_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lake_documents_type_idx" ON "lake_documents" USING btree ("dataset","type");--> statement-breakpoint
CREATE INDEX "lake_revisions_doc_idx" ON "lake_revisions" USING btree ("dataset","document_id","seq");--> statement-breakpoint
CREATE INDEX "lake_sessions_user_idx" ON "lake_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lake_transactions_id_idx" ON "lake_transactions" USING btree ("dataset","id");