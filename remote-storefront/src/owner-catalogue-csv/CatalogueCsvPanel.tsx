import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useStore } from 'shared';
import { saveBlob } from 'shared/dom';
import { CATALOGUE_CSV_LIMITS, CATALOGUE_CSV_REQUIRED_COLUMNS, catalogueCsvTemplate } from 'shared/constants';
import { CatalogueCsvStore } from './catalogue-csv-store';
import { ownerCsvTransport } from './catalogue-csv-transport';
import { CsvRowErrors } from './CsvRowErrors';
import './catalogue-csv.css';

export interface CatalogueCsvPanelProps {
  /** Items were created: the page reloads its list. */
  onImported: () => void;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The owner's catalogue as a spreadsheet: export every item as a CSV file, import up to 500 from one.
 * An import is all or none: a file with any wrong row creates nothing, and its problems are listed here
 * by spreadsheet row and column to fix in the spreadsheet.
 */
export const CatalogueCsvPanel = observer(function CatalogueCsvPanel({ onImported }: CatalogueCsvPanelProps) {
  const root = useStore();
  const [store] = useState(() => new CatalogueCsvStore(ownerCsvTransport(root), saveBlob));
  const picker = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const helpId = useId();
  const { busy, outcome } = store;

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // cleared, so picking the same file again after fixing it is a change too
    event.target.value = '';
    if (file && (await store.importFile(file))) onImported();
  };

  return (
    <section className="catalogue-csv" aria-labelledby={titleId}>
      <h2 id={titleId} className="catalogue-csv__title">
        Spreadsheet import and export
      </h2>
      <p id={helpId} className="catalogue-csv__help">
        A CSV file, one row per item (or per variant): {CATALOGUE_CSV_REQUIRED_COLUMNS.join(', ')} are required; category, description, sale_price,
        gst_rate, hsn_sac, stock, status and the shipping and variant columns are optional. Prices in rupees, like 1299.00. Up to{' '}
        {CATALOGUE_CSV_LIMITS.maxRows} rows a file; if any row is wrong, nothing is imported.{' '}
        <button type="button" className="catalogue-csv__link" onClick={() => saveBlob(new Blob([catalogueCsvTemplate()], { type: 'text/csv;charset=utf-8' }), 'catalogue-template.csv')}>
          Download the template
        </button>
      </p>
      <div className="catalogue-csv__actions">
        <button type="button" className="catalogue-csv__button" onClick={store.exportFile} disabled={busy !== null}>
          {busy === 'export' ? 'Exporting…' : 'Export CSV'}
        </button>
        <button type="button" className="catalogue-csv__button catalogue-csv__button--primary" onClick={() => picker.current?.click()} disabled={busy !== null} aria-describedby={helpId}>
          {busy === 'import' ? 'Importing…' : 'Import CSV'}
        </button>
        <input ref={picker} type="file" accept=".csv,text/csv" hidden aria-label="CSV file to import" onChange={(event) => void picked(event)} />
      </div>
      <p className="catalogue-csv__status" role="status">
        {outcome.kind === 'imported' &&
          `${plural(outcome.data.created, 'product')} imported` +
            (outcome.data.variants > 0 ? ` with ${plural(outcome.data.variants, 'variant')}` : '') +
            (outcome.data.skipped > 0 ? `; ${plural(outcome.data.skipped, 'archived row')} skipped` : '') +
            '.'}
      </p>
      {outcome.kind === 'failed' && (
        <p className="catalogue-csv__error" role="alert">
          {outcome.message}
        </p>
      )}
      {outcome.kind === 'rows' && <CsvRowErrors message={outcome.message} errors={outcome.errors} moreErrors={outcome.moreErrors} />}
    </section>
  );
});

export default CatalogueCsvPanel;
