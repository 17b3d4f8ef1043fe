import { readOrCreateSecret } from "#app/env.server.ts";

/**
 * The secrets a server on DATABASE_URL must be given (app/env.server.ts
 * checkSharedSecrets): made in its data directory as a single box would, so
 * tests that read DATA_DIR/document-key find them there too.
 */
export function hostSecrets(dataDir: string): { BETTER_AUTH_SECRET: string; DOCUMENT_KEY: string } {
  return {
    BETTER_AUTH_SECRET: readOrCreateSecret(dataDir, "auth-secret"),
    DOCUMENT_KEY: readOrCreateSecret(dataDir, "document-key"),
  };
}
