import type { Section } from 'shared';

/** A piece of a policy page's Content section, in the order the owner stored it. */
export type PolicyBlock = { kind: 'heading'; text: string } | { kind: 'subheading'; text: string } | { kind: 'text'; text: string };

const HEADING_KEYS = /^(Title|SectionTitle|Title [1-4])$/;
const TEXT_KEYS = new Set(['Content', 'Description', 'Message']);

/**
 * The Content section's entries as headings and text blocks, in stored order: Title, SectionTitle and
 * Title 1-4 are headings, Sub Title a subheading, Content / Description / Message text (which the view
 * splits into paragraphs); a text entry's own `label` is the heading of its block. Colours, icons and
 * hidden or blank entries are not content.
 */
export function policyBlocks(section: Section): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  for (const entry of section.values) {
    if (entry.status === 'hide') continue;
    const text = entry.value.trim();
    if (!text) continue;
    if (HEADING_KEYS.test(entry.key)) blocks.push({ kind: 'heading', text });
    else if (entry.key === 'Sub Title') blocks.push({ kind: 'subheading', text });
    else if (TEXT_KEYS.has(entry.key)) {
      if (entry.label?.trim()) blocks.push({ kind: 'heading', text: entry.label.trim() });
      blocks.push({ kind: 'text', text: entry.value });
    }
  }
  return blocks;
}
