import path from 'node:path';
import { loadConfig } from '../../config.js';
import { backupDatabase } from '../backup.js';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = process.argv[2] ?? path.join(config.DATA_DIR, 'backups', `${config.DATABASE_URL ? 'postgres' : 'pglite'}-${stamp}.backup`);
await backupDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.DATA_DIR, 'pglite') }, out);
console.log(`Backup written to ${out}`);
