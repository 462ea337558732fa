import { Link } from 'react-router-dom';
import type { Catalogue } from 'shared';
import { catalogueListingPath } from '../../common/data/product-queries';
import { SafeImage } from '../../common/ui/SafeImage';

/** One catalogue as an image tile leading to its product listing. */
export function CategoryTile({ catalogue }: { catalogue: Catalogue }) {
  return (
    <Link to={catalogueListingPath({ slug: catalogue.slug })} className="sf-category-tile">
      <SafeImage src={catalogue.image} alt="" className="sf-category-tile__image" loading="lazy" sizes="(min-width: 840px) 240px, 45vw" />
      <span className="sf-category-tile__name">{catalogue.name}</span>
    </Link>
  );
}
