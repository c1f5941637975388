export * from './geography.js';
export * from './accounts.js';
export * from './catalog.js';
export * from './reports.js';
export * from './content.js';
export * from './commerce.js';
export * from './maintenance.js';
