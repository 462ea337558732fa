import type { Address } from 'shared';

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

/** The label an address goes by in buttons and headings: its own name, else its type. */
export const addressLabel = (a: Address) => a.name.trim() || a.type;

/** One saved address of the address book, with Edit, Make Default and Delete. */
export function AddressCard({ address, canDelete, busy, onEdit, onMakeDefault, onDelete }: Props) {
  const label = addressLabel(address);
  return (
    <li className={`addr-item addr-book__item${address.isDefault ? ' addr-item--selected' : ''}`}>
      <span className="addr-item__text">
        <span className="addr-item__title">
          {label} {address.isDefault && <span className="addr-badge">Default</span>}
        </span>
        <span>
          {address.fullName}, {address.countryCode} {address.phone}
        </span>
        <span className="addr-muted">{addressSummary(address)}</span>
      </span>
      <span className="addr-book__actions">
        <button type="button" className="addr-link" aria-label={`Edit ${label}`} disabled={busy} onClick={onEdit}>
          Edit
        </button>
        {!address.isDefault && (
          <button type="button" className="addr-link" aria-label={`Make ${label} the default`} disabled={busy} onClick={onMakeDefault}>
            Make Default
          </button>
        )}
        {canDelete && (
          <button type="button" className="addr-link addr-link--danger" aria-label={`Delete ${label}`} disabled={busy} onClick={onDelete}>
            Delete
          </button>
        )}
      </span>
    </li>
  );
}
