// Our products keep their own tables beside their code; listed here so migrations see every table.
export * from '../../products/kit/kit.schema';
export * from '../../products/studio/crash/crash.schema';
export * from '../../products/studio/studio.schema';
export * from './accounts';
export * from './agents';
export * from './content';
export * from './help';
export * from './ledger';
export * from './merchants';
export * from './messages';
export * from './payments';
export * from './seamless';
export * from './security';
export * from './staff';
export * from './vendors';
