import { loadConfig } from '../../config.js';
import { openConfiguredDatabase } from '../../runtime.js';
import { runMigrations } from '../migrate.js';

const config = loadConfig();
const handle = await openConfiguredDatabase(config);
await runMigrations(handle);
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
