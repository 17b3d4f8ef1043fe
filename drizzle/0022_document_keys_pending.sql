-- Encrypting files stored before encryption: a key made, its file not yet swapped (issue 22.1).
ALTER TABLE "document_keys" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;