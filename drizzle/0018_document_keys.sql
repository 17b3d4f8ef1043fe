-- Encryption at rest (issue 22.1): each stored file's data key, wrapped by a master key.
CREATE TABLE "document_keys" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
