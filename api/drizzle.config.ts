import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` (from api/) writes a new migration from the schema's changes. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: undefined,
});
