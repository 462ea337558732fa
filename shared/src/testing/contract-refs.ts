import * as Contracts from '../contracts';

/** Checks each reference of `refs` is named as the schema it stands for and loads that very schema. */
export async function expectEachRefLoadsItsSchema(refs: Record<string, { contractName: string; load(): Promise<unknown> }>): Promise<void> {
  const names = Object.keys(refs);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    const ref = refs[name]!;
    expect(ref.contractName).toBe(name);
    await expect(ref.load()).resolves.toBe(Contracts[name as keyof typeof Contracts]);
  }
}
