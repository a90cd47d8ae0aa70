/** Says once, up front, which suites run and how to enable the ones that do not. */
export default function setup(): void {
  if (!process.env.TEST_DATABASE_URL) {
    process.stdout.write(
      'PostgreSQL integration suite skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to run it.\n',
    );
  }
  if (!process.env.REDIS_URL) {
    process.stdout.write('Redis suite skipped: set REDIS_URL=redis://127.0.0.1:6379 to run it.\n');
  }
}
