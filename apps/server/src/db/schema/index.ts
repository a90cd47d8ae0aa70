export * from './accounts';
export * from './content';
export * from './help';
export * from './ledger';
export * from './merchants';
export * from './security';
export * from './staff';
export * from './vendors';
