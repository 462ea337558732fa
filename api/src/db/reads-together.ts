import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Runs independent reads of one answer: together on the database (a pool gives each its own connection),
 * one after another inside a transaction, whose single connection runs one query at a time
 * (node-postgres queues a second query sent meanwhile, warns, and refuses it from version 9).
 */
export async function readsTogether<T extends readonly unknown[]>(db: Database, ...reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}
