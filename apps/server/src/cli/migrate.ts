// Applies pending migrations to the configured database (DATABASE_URL, else the embedded one under DATA_DIR).
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';

const config = loadConfig();
const database = createDatabase(config);
await database.migrate();
await database.close();
process.stdout.write(
  `Migrations applied to the ${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'}.\n`,
);
