// Seeds the demo merchant and demo logins. Refused in production mode: demo accounts never reach a real deployment.
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { seedDemo } from '../seed/demo';

const config = loadConfig();
if (config.env === 'production') {
  process.stderr.write('Refusing to seed demo accounts in production mode.\n');
  process.exit(1);
}
const database = createDatabase(config);
await database.migrate();
const isSeeded = await seedDemo(database.db);
await database.close();
process.stdout.write(isSeeded ? 'Demo merchant and logins seeded.\n' : 'Demo data already present; nothing changed.\n');
