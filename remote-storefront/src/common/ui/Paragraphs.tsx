import { splitParagraphs } from './split-paragraphs';

interface Props {
  text: string | undefined;
  className?: string;
}

/**
 * Owner text as paragraphs: blank lines start a new paragraph, single line breaks are kept by CSS
 * (`white-space: pre-line`). React escapes the text, so markup in it shows as text and never runs.
 */
export function Paragraphs({ text, className = 'sf-prose' }: Props) {
  const paragraphs = splitParagraphs(text);
  if (paragraphs.length === 0) return null;
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
