import type { SectionProps } from '../section-registry';
import { Paragraphs } from '../../common/ui/Paragraphs';
import { sectionColors } from '../../common/ui/section-colors';
import { policyBlocks } from './policy-blocks';

/**
 * A policy page's Content: headings and paragraphs of plain text. Paragraphs split on blank lines; the
 * text is never read as HTML, so markup an owner pasted shows as text and never runs.
 */
export function ContentSection({ section }: SectionProps) {
  const blocks = policyBlocks(section);
  if (blocks.length === 0) return null;
  return (
    <div className="sf-section sf-policy-content" style={sectionColors(section)}>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') return <h2 key={index}>{block.text}</h2>;
        if (block.kind === 'subheading') return <h3 key={index}>{block.text}</h3>;
        return <Paragraphs key={index} text={block.text} />;
      })}
    </div>
  );
}
