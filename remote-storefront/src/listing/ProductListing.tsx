import PageSections, { type PageSectionsProps } from '../sections/PageSections';

/** Being built: until then the page's own sections are drawn. */
export default function ProductListing(props: PageSectionsProps) {
  return <PageSections {...props} />;
}
