// Child process for the embedded-database tests: starts the embedded PostgreSQL on DATA_DIR,
// says "ready", and stops it cleanly on SIGTERM/SIGINT.
import { startEmbeddedPostgres } from '../../../src/db/embedded';

const dir = process.argv[2];
try {
  const server = await startEmbeddedPostgres(dir);
  console.log(`ready ${server.url}`);
  const stop = async () => {
    await server.stop();
    console.log('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (e) {
  console.log(`error ${(e as Error).message}`);
  process.exit(3);
}
