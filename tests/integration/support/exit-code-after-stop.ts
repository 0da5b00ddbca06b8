// Child process: starts and stops the embedded PostgreSQL, then sets a failing exit code and lets
// the process end by itself, as a test runner does after failed tests.
import { startEmbeddedPostgres } from '../../../src/db/embedded';

const server = await startEmbeddedPostgres(process.argv[2]);
await server.stop();
process.exitCode = 7;
