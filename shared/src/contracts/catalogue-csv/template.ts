import { CATALOGUE_CSV_HEADER, type CatalogueCsvColumn } from './values';

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break. */
const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Example items of the template: one without variants, one with two, as the owner's own file would hold them. */
const EXAMPLES: Partial<Record<CatalogueCsvColumn, string>>[] = [
  { catalogue: 'Handloom', catalogue_type: 'product', category: 'Sarees', name: 'Kanjivaram Silk Saree', description: 'Pure silk, hand woven in Kanchipuram', price: '12999.00', sale_price: '10999.00', gst_rate: '5', hsn_sac: '5007', stock: '4', status: 'Published', price_visible: 'yes', shipping_available: 'yes', shipping_weight_kg: '0.8', free_shipping: 'yes' },
  { handle: 'chikankari-kurta', catalogue: 'Handloom', category: 'Kurtas', name: 'Chikankari Kurta', price: '1499.00', gst_rate: '5', hsn_sac: '6211', status: 'Draft', shipping_available: 'yes', free_shipping: 'no', shipping_cost: '60.00', variant_title: 'Size', variant_name: 'M', variant_price: '1499.00', variant_stock: '3' },
  { handle: 'chikankari-kurta', catalogue: 'Handloom', category: 'Kurtas', name: 'Chikankari Kurta', price: '1499.00', gst_rate: '5', hsn_sac: '6211', status: 'Draft', shipping_available: 'yes', free_shipping: 'no', shipping_cost: '60.00', variant_title: 'Size', variant_name: 'L', variant_price: '1599.00', variant_sale_price: '1399.00', variant_stock: '2' },
];

/** The template the owner downloads: every column the import reads, and example rows to overwrite (the API's tests import it as is). */
export function catalogueCsvTemplate(): string {
  const lines = [CATALOGUE_CSV_HEADER, ...EXAMPLES.map((row) => CATALOGUE_CSV_HEADER.map((column) => row[column] ?? ''))];
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
