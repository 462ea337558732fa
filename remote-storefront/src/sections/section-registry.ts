import type { ComponentType } from 'react';
import type { PageAnswer, Section, WebsitePage } from 'shared';
import { TextSection } from './text/TextSection';

export interface SectionProps {
  section: Section;
  page: WebsitePage;
  answer: PageAnswer;
}

/** Section name (as stored) → the component that draws it. Names without an entry are not drawn. */
export const SECTION_COMPONENTS: Record<string, ComponentType<SectionProps>> = {
  'Text banner': TextSection,
};
