// The database's tables by domain, one file each; drizzle-kit reads this folder to write migrations.
export * from './accounts';
export * from './catalog';
export * from './booking';
export * from './messages';
export * from './content';
export * from './playback';
export * from './payments';
export * from './integrations';
export * from './compliance';
export * from './mockups';
export * from './organisations';
export * from './proposals';
