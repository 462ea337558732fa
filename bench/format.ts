/** How figures read in the tables: short, with their unit, "n/a" for a figure not measured. */

const isMissing = (value: number) => Number.isNaN(value) || !Number.isFinite(value);

/** 12,345 (whole numbers with thousands separators). */
export const count = (value: number) => (isMissing(value) ? 'n/a' : Math.round(value).toLocaleString('en-US'));

/** Milliseconds: one decimal below 10 ms, whole above. */
export const ms = (value: number) => (isMissing(value) ? 'n/a' : `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} ms`);

/** Seconds with one decimal. */
export const seconds = (valueMs: number) => (isMissing(valueMs) ? 'n/a' : `${(valueMs / 1000).toFixed(1)} s`);

/** A share as a percentage: 0.153 → 15.3%. */
export const percent = (share: number) => (isMissing(share) ? 'n/a' : `${(share * 100).toFixed(1)}%`);

/** Bytes as MB (memory). */
export const megabytes = (bytes: number) => (isMissing(bytes) ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);

/** Milliseconds of CPU time per request, which are fractions of one: two decimals. */
export const cpuMs = (value: number) => (isMissing(value) ? 'n/a' : `${value.toFixed(2)} ms`);

/** A number of CPU cores kept busy: two decimals. */
export const cores = (value: number) => (isMissing(value) ? 'n/a' : value.toFixed(2));
