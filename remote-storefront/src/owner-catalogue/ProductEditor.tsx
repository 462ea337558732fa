import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { OwnerProduct } from 'shared';
import { GST_RATES, OWNER_CATALOGUE_LIMITS as L } from 'shared/constants';
import { messageOf, type CataloguePageStore } from './catalogue-page-store';
import { ConfirmDelete } from './ConfirmDelete';
import { deleteOutcomeMessage } from './delete-outcome';
import { Field } from './Field';
import { ImagesField } from './ImagesField';
import { ProductForm } from './product-form';
import { VariantsField } from './VariantsField';

interface Props {
  store: CataloguePageStore;
  /** The item to edit; null for a new one. */
  productId: string | null;
  /** Where a new item goes unless the owner picks another catalogue. */
  catalogueId: string;
  onDone: (message: string | null) => void;
}

/** Loads the item (when editing one) and shows its form. */
export const ProductEditor = observer(function ProductEditor({ store, productId, catalogueId, onDone }: Props) {
  const [state, setState] = useState<{ form: ProductForm } | { error: string } | null>(productId ? null : { form: new ProductForm(catalogueId) });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!productId) return;
    let live = true;
    store.api.product(productId).then(
      (product) => live && setState({ form: new ProductForm(catalogueId, product) }),
      (error: unknown) => live && setState({ error: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [store, productId, catalogueId, attempt]);

  if (!state) return <p className="oc-muted">Loading the product…</p>;
  if ('error' in state) {
    return (
      <div className="oc-alert" role="alert">
        {state.error}{' '}
        <button type="button" className="oc-button oc-button--small" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>{' '}
        <button type="button" className="oc-button oc-button--small" onClick={() => onDone(null)}>
          Back to the list
        </button>
      </div>
    );
  }
  return <ProductFormView store={store} form={state.form} onDone={onDone} />;
});

const ProductFormView = observer(function ProductFormView({ store, form, onDone }: { store: CataloguePageStore; form: ProductForm; onDone: Props['onDone'] }) {
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [saving, setSaving] = useState(false);
  // the button that opened the editor is gone: the owner starts at its title
  useEffect(() => titleRef.current?.focus(), []);
  const [confirm, setConfirm] = useState<false | 'ask' | 'busy'>(false);
  const e = form.errors;
  const editing = form.productId !== null;
  const catalogue = store.catalogues.find((c) => c.id === form.catalogueId);
  const heading = editing ? `Edit ${form.name || 'product'}` : 'Add a product';

  // after a refusal, the owner lands on the first box to fix (or the message naming no box)
  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .oc-alert');
      target?.focus();
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return focusFirstError();
    setSaving(true);
    try {
      const saved: OwnerProduct = 'productId' in body ? await store.api.updateProduct(body) : await store.api.createProduct(body);
      onDone(`“${saved.name}” saved${saved.status === 'Published' ? ' and shown in your shop' : ' as a draft'}.`);
    } catch (error) {
      form.showApiError(messageOf(error));
      setSaving(false);
      focusFirstError();
    }
  };

  const remove = async () => {
    if (!form.productId) return;
    setConfirm('busy');
    try {
      const outcome = await store.api.deleteProduct(form.productId);
      onDone(deleteOutcomeMessage(form.name, outcome));
    } catch (error) {
      setConfirm(false);
      form.showApiError(messageOf(error));
      focusFirstError();
    }
  };

  return (
    <form ref={formRef} className="oc-editor" aria-labelledby="oc-editor-title" onSubmit={save} noValidate>
      <div className="oc-list-head">
        <h2 id="oc-editor-title" ref={titleRef} tabIndex={-1} className="oc-focus-title">
          {heading}
        </h2>
        <button type="button" className="oc-button oc-button--small" onClick={() => onDone(null)}>
          Back to the list
        </button>
      </div>
      {form.general && (
        <div className="oc-alert" role="alert" tabIndex={-1}>
          {form.general}
        </div>
      )}

      <fieldset className="oc-fieldset">
        <legend>About the item</legend>
        <div className="oc-grid-2">
          <Field id="oc-catalogue" label="Catalogue" error={e.catalogueId}>
            <select className="oc-select" value={form.catalogueId} onChange={(ev) => form.set('catalogueId', ev.target.value)}>
              {!form.catalogueId && <option value="">Choose a catalogue</option>}
              {store.catalogues.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="oc-category" label="Category" error={e.categoryId}>
            <select className="oc-select" value={form.categoryId} onChange={(ev) => form.set('categoryId', ev.target.value)}>
              <option value="">No category</option>
              {(catalogue?.categories ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id="oc-name" label="Name" error={e.name}>
          <input className="oc-input" value={form.name} maxLength={L.nameMax} autoComplete="off" onChange={(ev) => form.set('name', ev.target.value)} />
        </Field>
        <Field id="oc-description" label="Description" error={e.description}>
          <textarea className="oc-textarea" value={form.description} maxLength={L.descriptionMax} onChange={(ev) => form.set('description', ev.target.value)} />
        </Field>
      </fieldset>

      <ImagesField form={form} api={store.api} />

      <fieldset className="oc-fieldset">
        <legend>Price and tax</legend>
        <div className="oc-grid-2">
          <Field id="oc-price" label="Price (₹)" hint="In rupees, like 1499 or 1499.50" error={e.basePricePaise}>
            <input className="oc-input" inputMode="decimal" value={form.price} onChange={(ev) => form.set('price', ev.target.value)} />
          </Field>
          <Field id="oc-sale-price" label="Sale price (₹)" hint="Leave empty for no discount" error={e.salePricePaise}>
            <input className="oc-input" inputMode="decimal" value={form.salePrice} onChange={(ev) => form.set('salePrice', ev.target.value)} />
          </Field>
          <Field id="oc-gst" label="GST rate" error={e.gstRate}>
            <select className="oc-select" value={form.gstRate} onChange={(ev) => form.setGstRate(Number(ev.target.value))}>
              {GST_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}%
                </option>
              ))}
            </select>
          </Field>
          <Field id="oc-hsn" label="HSN/SAC code" hint="4 to 8 digits; optional" error={e.hsnCode}>
            <input className="oc-input" inputMode="numeric" value={form.hsnCode} maxLength={8} onChange={(ev) => form.set('hsnCode', ev.target.value)} />
          </Field>
        </div>
        <label className="oc-check">
          <input type="checkbox" checked={form.priceVisible} onChange={(ev) => form.setPriceVisible(ev.target.checked)} />
          Show the price in the shop
        </label>
      </fieldset>

      <VariantsField form={form} />

      <fieldset className="oc-fieldset">
        <legend>Shop visibility</legend>
        {form.archived && <p className="oc-field__hint">Archived: kept for its orders and hidden from the shop. Choose a status to show it again.</p>}
        <div className="oc-radios" role="radiogroup" aria-label="Status">
          {(['Draft', 'Published'] as const).map((status) => (
            <label key={status} className="oc-check">
              <input type="radio" name="oc-status" value={status} checked={!form.archived && form.status === status} onChange={() => form.setStatus(status)} />
              {status === 'Draft' ? 'Draft (hidden from the shop)' : 'Published (shown in the shop)'}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="oc-fieldset">
        <legend>Shipping</legend>
        <label className="oc-check">
          <input type="checkbox" checked={form.shippingAvailable} onChange={(ev) => form.setShippingAvailable(ev.target.checked)} />
          Can be shipped
        </label>
        {form.shippingAvailable && (
          <>
            <Field id="oc-weight" label="Weight (kg)" hint="Optional" error={e['shipping.weightKg']}>
              <input className="oc-input" inputMode="decimal" value={form.weightKg} onChange={(ev) => form.set('weightKg', ev.target.value)} />
            </Field>
            <div className="oc-radios" role="radiogroup" aria-label="Delivery charge">
              <label className="oc-check">
                <input type="radio" name="oc-shipping" checked={form.freeShipping} onChange={() => form.setFreeShipping(true)} />
                Free shipping
              </label>
              <label className="oc-check">
                <input type="radio" name="oc-shipping" checked={!form.freeShipping} onChange={() => form.setFreeShipping(false)} />
                Charge for shipping
              </label>
            </div>
            {!form.freeShipping && (
              <Field id="oc-shipping-cost" label="Shipping charge (₹)" error={e['shipping.costPaise']}>
                <input className="oc-input" inputMode="decimal" value={form.shippingCost} onChange={(ev) => form.set('shippingCost', ev.target.value)} />
              </Field>
            )}
          </>
        )}
      </fieldset>

      <fieldset className="oc-fieldset">
        <legend>Ships from</legend>
        {store.dispatchPoints.length === 0 ? (
          <p className="oc-field__hint">You have no dispatch points yet.</p>
        ) : (
          <>
            <p className="oc-field__hint">The first one ticked is where its orders ship from.</p>
            {store.dispatchPoints.map((point) => (
              <label key={point.id} className="oc-check">
                <input type="checkbox" checked={form.dispatchPointIds.includes(point.id)} onChange={(ev) => form.toggleDispatchPoint(point.id, ev.target.checked)} />
                {point.name}
                <span className="oc-muted">
                  {[point.city, point.state].filter(Boolean).join(', ')} {point.pincode}
                </span>
              </label>
            ))}
          </>
        )}
        {e.dispatchPointIds && <p className="oc-error">{e.dispatchPointIds}</p>}
      </fieldset>

      {confirm && (
        <ConfirmDelete
          question={`Delete “${form.name}”? If it was ever ordered it is archived instead, kept for its orders.`}
          confirmLabel="Delete product"
          busy={confirm === 'busy'}
          onConfirm={remove}
          onCancel={() => setConfirm(false)}
        />
      )}
      <div className="oc-actions">
        <button type="submit" className="oc-button oc-button--primary" disabled={saving}>
          {saving ? 'Saving…' : editing ? 'Save changes' : 'Save product'}
        </button>
        <button type="button" className="oc-button" onClick={() => onDone(null)}>
          Cancel
        </button>
        {editing && !form.archived && (
          <button type="button" className="oc-button oc-button--danger" onClick={() => setConfirm('ask')}>
            Delete
          </button>
        )}
      </div>
    </form>
  );
});
