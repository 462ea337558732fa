import { useT } from '../i18n/use-t';

/** The product's tags as a list of chips; nothing without tags. */
export function ProductTags({ tags }: { tags: string[] }) {
  const t = useT();
  const shown = [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
  if (shown.length === 0) return null;
  return (
    <ul className="sf-pd-tags" aria-label={t('pd.tags')}>
      {shown.map((tag) => (
        <li key={tag} className="sf-pd-tags__tag">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
