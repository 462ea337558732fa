import PageSections, { type PageSectionsProps } from '../sections/PageSections';

/** Being built: until then the page's own sections are drawn. */
export default function ProductDetails(props: PageSectionsProps) {
  return <PageSections {...props} />;
}
