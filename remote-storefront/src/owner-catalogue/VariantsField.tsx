import { observer } from 'mobx-react-lite';
import { OWNER_CATALOGUE_LIMITS as L } from 'shared/constants';
import { Field } from './Field';
import type { ProductForm } from './product-form';

/**
 * Stock, or variants each with its own price, sale price and stock (the item's stock is then their sum).
 * Without variants the stock may be "not tracked" (always orderable).
 */
export const VariantsField = observer(function VariantsField({ form }: { form: ProductForm }) {
  const e = form.errors;
  return (
    <fieldset className="oc-fieldset">
      <legend>Stock and variants</legend>
      {!form.hasVariants && (
        <div className="oc-grid-2">
          <label className="oc-check">
            <input type="checkbox" checked={form.stockTracked} onChange={(ev) => form.setStockTracked(ev.target.checked)} />
            Track stock
          </label>
          {form.stockTracked ? (
            <Field id="oc-stock" label="Units in stock" error={e.stock}>
              <input className="oc-input" inputMode="numeric" value={form.stock} onChange={(ev) => form.set('stock', ev.target.value)} />
            </Field>
          ) : (
            <p className="oc-field__hint">Not tracked: the shop always shows it as in stock.</p>
          )}
        </div>
      )}
      {form.hasVariants && (
        <>
          <Field id="oc-variant-title" label="What the variants differ by" hint="For example Size or Colour" error={e.variantTitle}>
            <input className="oc-input" value={form.variantTitle} maxLength={L.nameMax} onChange={(ev) => form.set('variantTitle', ev.target.value)} />
          </Field>
          <ol className="oc-variants" aria-label="Variants">
            {form.variants.map((v, i) => {
              const n = i + 1;
              const at = (field: string) => e[`variants.${i}.${field}`];
              return (
                <li key={v.key} className="oc-variant">
                  <Field id={`oc-variant-${v.key}-name`} label={`Variant ${n} name`} error={at('name')} className="oc-variant__name">
                    <input className="oc-input" value={v.name} maxLength={L.nameMax} onChange={(ev) => form.setVariant(v.key, 'name', ev.target.value)} />
                  </Field>
                  <Field id={`oc-variant-${v.key}-price`} label={`Variant ${n} price (₹)`} error={at('basePricePaise')}>
                    <input className="oc-input" inputMode="decimal" value={v.price} onChange={(ev) => form.setVariant(v.key, 'price', ev.target.value)} />
                  </Field>
                  <Field id={`oc-variant-${v.key}-sale`} label={`Variant ${n} sale price (₹)`} error={at('salePricePaise')}>
                    <input className="oc-input" inputMode="decimal" value={v.salePrice} onChange={(ev) => form.setVariant(v.key, 'salePrice', ev.target.value)} />
                  </Field>
                  <Field id={`oc-variant-${v.key}-stock`} label={`Variant ${n} stock`} error={at('stock')}>
                    <input className="oc-input" inputMode="numeric" value={v.stock} onChange={(ev) => form.setVariant(v.key, 'stock', ev.target.value)} />
                  </Field>
                  <button type="button" className="oc-button oc-button--small oc-button--danger oc-variant__remove" onClick={() => form.removeVariant(v.key)}>
                    Remove<span className="oc-visually-hidden"> variant {n}{v.name ? ` ${v.name}` : ''}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </>
      )}
      {e.variants && <p className="oc-error">{e.variants}</p>}
      <button type="button" className="oc-button oc-button--small" style={{ marginBottom: 12 }} disabled={form.variants.length >= L.variantsMax} onClick={form.addVariant}>
        Add a variant
      </button>
    </fieldset>
  );
});
