/** The bench's parts, in the order a full run measures them (the load parts last, so start-up sees a quiet machine). */
export const PARTS = ['bundle', 'lighthouse', 'startup', 'api', 'realtime', 'federation'] as const;
export type PartName = (typeof PARTS)[number];

/** The parts named by --only (all of them without it); an unknown name is an error naming the known ones. */
export function selectedParts(only: string | undefined): PartName[] {
  if (!only) return [...PARTS];
  const names = only.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`--only takes ${PARTS.join(', ')}; not ${unknown.join(', ')}`);
  return PARTS.filter((part) => names.includes(part));
}
