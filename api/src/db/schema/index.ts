/** The whole database schema; `drizzle-kit generate` reads this file to write `api/drizzle/*.sql`. */
export * from './business';
export * from './pages';
export * from './catalogue';
export * from './stock-movements';
export * from './customers';
export * from './chat';
export * from './orders';
export * from './payments';
export * from './uploads';
export * from './owner-notices';
export * from './cash-on-delivery';
export * from './business-hours';
export * from './invoices';
