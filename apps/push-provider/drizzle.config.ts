import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes a new versioned SQL migration into ./drizzle from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
