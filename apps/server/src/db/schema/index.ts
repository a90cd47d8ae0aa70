export * from './accounts';
export * from './help';
export * from './merchants';
export * from './staff';
