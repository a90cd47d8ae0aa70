// Creates a back-office staff account, e.g. the first administrator of a production deployment:
//   npm run staff:create -- --username alice --name "Alice Admin" --roles admin
// The password is read from the STAFF_PASSWORD variable so it never lands in shell history.
import { parseArgs } from 'node:util';
import { createStaffSchema } from '@fortuna/contracts/staff';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { createStaff } from '../modules/staff/staff.service';

const { values } = parseArgs({
  options: { username: { type: 'string' }, name: { type: 'string' }, roles: { type: 'string', default: 'admin' } },
});
const input = createStaffSchema.safeParse({
  username: values.username,
  displayName: values.name ?? values.username,
  password: process.env.STAFF_PASSWORD,
  roles: (values.roles ?? 'admin').split(',').map((role) => role.trim()),
});
if (!input.success) {
  const lines = input.error.issues.map((issue) => `  ${issue.path.join('.') || 'input'}: ${issue.message}`);
  process.stderr.write(`Cannot create staff (set STAFF_PASSWORD and pass --username):\n${lines.join('\n')}\n`);
  process.exit(1);
}
const database = createDatabase(loadConfig());
await database.migrate();
try {
  const staff = await createStaff(database.db, null, input.data);
  process.stdout.write(`Created staff ${staff.username} with roles ${staff.roles.join(', ')}.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
