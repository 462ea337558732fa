import type { Address } from 'shared';
import { useT } from '../i18n/use-t';

interface Props {
  address: Address;
  /** Delete is offered only while more than one address exists (spec). */
  canDelete: boolean;
  busy: boolean;
  onEdit(): void;
  onMakeDefault(): void;
  onDelete(): void;
}

/** One line of an address as the lists show it. */
export const addressSummary = (a: Address) => [a.addressLine1, a.addressLine2, a.city, a.state, a.pincode].filter(Boolean).join(', ');

/** One saved address of the address book, with Edit, Make Default and Delete. */
export function AddressCard({ address, canDelete, busy, onEdit, onMakeDefault, onDelete }: Props) {
  const t = useT();
  // the label an address goes by in buttons and headings: its own name, else its type
  const label = address.name.trim() || t(`address.type.${address.type}`);
  return (
    <li className={`addr-item addr-book__item${address.isDefault ? ' addr-item--selected' : ''}`}>
      <span className="addr-item__text">
        <span className="addr-item__title">
          {label} {address.isDefault && <span className="addr-badge">{t('common.default')}</span>}
        </span>
        <span>
          {address.fullName}, {address.countryCode} {address.phone}
        </span>
        <span className="addr-muted">{addressSummary(address)}</span>
      </span>
      <span className="addr-book__actions">
        <button type="button" className="addr-link" aria-label={t('address.editName', { name: label })} disabled={busy} onClick={onEdit}>
          {t('common.edit')}
        </button>
        {!address.isDefault && (
          <button type="button" className="addr-link" aria-label={t('address.makeDefaultName', { name: label })} disabled={busy} onClick={onMakeDefault}>
            {t('address.makeDefault')}
          </button>
        )}
        {canDelete && (
          <button type="button" className="addr-link addr-link--danger" aria-label={t('address.deleteName', { name: label })} disabled={busy} onClick={onDelete}>
            {t('common.delete')}
          </button>
        )}
      </span>
    </li>
  );
}
