import { randomBytes } from 'node:crypto';

/**
 * A new 24-hex id shaped like a Mongo ObjectId: 4 bytes of Unix seconds, then 8 random bytes. Ids
 * sort roughly by creation time, and the storefront tells ids from slugs by this shape.
 */
export function newId(now: Date = new Date()): string {
  return secondsHex(now) + randomBytes(8).toString('hex');
}

/** Ids from a supplied random source (the seed's PRNG), so a seeded database is the same every time. */
export function idFactory(random: () => number, at: Date): () => string {
  const prefix = secondsHex(at);
  return () => {
    let tail = '';
    for (let i = 0; i < 16; i += 1) tail += Math.floor(random() * 16).toString(16);
    return prefix + tail;
  };
}

function secondsHex(at: Date): string {
  return Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8);
}
