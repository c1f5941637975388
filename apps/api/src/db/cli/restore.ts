import path from 'node:path';
import { loadConfig } from '../../config.js';
import { restoreDatabase } from '../backup.js';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(2);
}
const config = loadConfig();
await restoreDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, 'pglite') }, file);
console.log(`Restored ${file}`);
