/**
 * CSV files broken the ways spreadsheets and scripts break them, for a route that reads a `text/csv`
 * body (the owner's catalogue import): not UTF-8, binary, not CSV at all, a header that names no known
 * column, rows the product form refuses, too many rows, too many bytes. Every one must be refused with
 * a 4xx and write nothing; a refused file must never half-import.
 */
const header = 'catalogue,name,price,sale_price,gst_rate,hsn_sac,stock,variant_name,variant_price,variant_stock';
const rows = (count: number) => Array.from({ length: count }, (_, i) => `Sarees,Silk ${i},100,,5,5007,1,,,`).join('\n');

export const MALFORMED_CSV: { kind: string; payload: string | Buffer }[] = [
  { kind: 'empty', payload: '' },
  { kind: 'header-only', payload: `${header}\n` },
  { kind: 'binary', payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]) },
  { kind: 'latin1', payload: Buffer.from(`${header}\nSarees,Caf\xe9,100,,5,5007,1,,,\n`, 'latin1') },
  { kind: 'utf16', payload: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${header}\n${rows(1)}\n`, 'utf16le')]) },
  { kind: 'overlong-utf8', payload: Buffer.concat([Buffer.from(`${header}\nSarees,`), Buffer.from([0xc0, 0xaf]), Buffer.from(',100,,5,5007,1,,,\n')]) },
  { kind: 'nul', payload: `${header}\nSarees,Si\u0000lk,100,,5,5007,1,,,\n` },
  { kind: 'unclosed-quote', payload: `${header}\nSarees,"Silk,100,,5,5007,1,,,\n` },
  { kind: 'json', payload: '{"catalogue":"Sarees","name":"Silk","price":100}' },
  { kind: 'unknown-columns', payload: 'katalog,naam,daam\nSarees,Silk,100\n' },
  { kind: 'bad-cells', payload: `${header}\nSarees,Silk,abc,,7,12,-1,,,\n` },
  { kind: 'sale-above-price', payload: `${header}\nSarees,Silk,100,200,5,5007,1,,,\n` },
  { kind: 'one-bad-row-of-many', payload: `${header}\n${rows(20)}\nSarees,,100,,5,5007,1,,,\n` },
  { kind: 'variant-without-price', payload: `${header}\nSarees,Silk,100,,5,5007,,M,,2\n` },
  { kind: 'variants-disagree', payload: `${header}\nSarees,Silk,100,,5,5007,,M,100,2\nSarees,Silk,120,,5,5007,,L,100,2\n` },
  { kind: 'extra-cells', payload: `${header}\nSarees,Silk,100,,5,5007,1,,,,surplus\n` },
  { kind: 'formula-name', payload: `${header}\nSarees,=1+1,0,,5,5007,1,,,\n` },
  { kind: 'too-many-rows', payload: `${header}\n${rows(501)}\n` },
  { kind: 'oversized', payload: `${header}\n${'Sarees,Silk,100,,5,5007,1,,,\n'.repeat(80_000)}` },
];
