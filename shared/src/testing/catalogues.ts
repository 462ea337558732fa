import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

type Catalogue = Record<string, string>;

/** The placeholder names a compiled message uses (`{amount}`, `{count, plural, …}` and their nested ones). */
function placeholdersOf(tokens: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(tokens)) return names;
  for (const token of tokens) {
    if (!Array.isArray(token)) continue;
    const [name, , cases] = token as [unknown, unknown, unknown];
    if (typeof name === 'string') names.add(name);
    if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) placeholdersOf(branch, names);
  }
  return names;
}

const sorted = (names: Set<string>) => [...names].sort();

/**
 * Differences between an app's English catalogue and another language's: keys only in one, messages
 * that do not parse, and messages whose placeholders differ from the English one's. Empty when they match.
 */
export function catalogueDifferences(english: Catalogue, other: Catalogue): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(english)) if (!(id in other)) problems.push(`missing in the translation: ${id}`);
  for (const id of Object.keys(other)) if (!(id in english)) problems.push(`not in English: ${id}`);
  for (const [id, message] of Object.entries(other)) {
    const source = english[id];
    if (source === undefined) continue;
    try {
      const want = sorted(placeholdersOf(compileMessageOrThrow(source)));
      const have = sorted(placeholdersOf(compileMessageOrThrow(message)));
      if (want.join() !== have.join()) problems.push(`${id}: placeholders {${have.join(', ')}} where English has {${want.join(', ')}}`);
      if (!message.trim()) problems.push(`${id}: empty`);
    } catch (error) {
      problems.push(`${id}: does not parse (${(error as Error).message})`);
    }
  }
  return problems;
}
