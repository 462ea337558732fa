import { makeAutoObservable, runInAction } from 'mobx';
import { NETWORK_ERROR_MESSAGE, type CatalogueCsvImportAnswer, type CatalogueCsvRowError } from 'shared';
import { CATALOGUE_CSV_LIMITS, CATALOGUE_CSV_PATHS } from 'shared/constants';
import type { CsvTransport } from './catalogue-csv-transport';
import { attachmentName } from './attachment-name';

export type CsvOutcome =
  | { kind: 'none' }
  | { kind: 'imported'; data: CatalogueCsvImportAnswer['data'] }
  | { kind: 'rows'; message: string; errors: CatalogueCsvRowError[]; moreErrors: number }
  | { kind: 'failed'; message: string };

/** The API's own words for a refusal, else a plain one with the status. */
const messageOf = (answer: unknown, status: number, what: string) => {
  const message = (answer as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : `${what} failed (status ${status}). Please try again.`;
};

/** The panel's export and import: one at a time, the last outcome kept for the panel to show. */
export class CatalogueCsvStore {
  busy: 'export' | 'import' | null = null;
  outcome: CsvOutcome = { kind: 'none' };

  constructor(
    private readonly transport: CsvTransport,
    private readonly save: (blob: Blob, filename: string) => void,
  ) {
    makeAutoObservable<this, 'transport' | 'save'>(this, { transport: false, save: false }, { autoBind: true });
  }

  /** Downloads the whole catalogue as the API writes it. */
  async exportFile(): Promise<void> {
    if (this.busy) return;
    this.busy = 'export';
    this.outcome = { kind: 'none' };
    try {
      const response = await this.transport.send(CATALOGUE_CSV_PATHS.export, { method: 'GET' });
      if (!response.ok) {
        const message = messageOf(await response.json().catch(() => null), response.status, 'The export');
        runInAction(() => (this.outcome = { kind: 'failed', message }));
        return;
      }
      const blob = await response.blob();
      this.save(blob, attachmentName(response.headers.get('content-disposition'), 'catalogue.csv'));
    } catch (error) {
      runInAction(() => (this.outcome = { kind: 'failed', message: (error as Error).message || NETWORK_ERROR_MESSAGE }));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  /** Sends the picked file; answers true when its items were created. */
  async importFile(file: File): Promise<boolean> {
    if (this.busy) return false;
    this.busy = 'import';
    this.outcome = { kind: 'none' };
    try {
      // refused here too, so a wrong pick does not wait for a 2 MB upload to be told so
      if (file.size > CATALOGUE_CSV_LIMITS.maxBytes) {
        runInAction(() => (this.outcome = { kind: 'failed', message: `The file is larger than ${CATALOGUE_CSV_LIMITS.maxBytes / (1024 * 1024)} MB: split it into smaller files` }));
        return false;
      }
      const response = await this.transport.send(CATALOGUE_CSV_PATHS.import, { method: 'POST', body: file, contentType: 'text/csv' });
      const answer: unknown = await response.json().catch(() => null);
      const { catalogueCsvImportAnswerSchema, catalogueCsvRowsInvalidAnswerSchema } = await import('shared/contracts');
      if (response.status === 422) {
        const parsed = catalogueCsvRowsInvalidAnswerSchema.safeParse(answer);
        if (parsed.success) {
          runInAction(() => (this.outcome = { kind: 'rows', message: parsed.data.message, errors: parsed.data.errors, moreErrors: parsed.data.moreErrors }));
          return false;
        }
      }
      if (!response.ok) {
        const message = messageOf(answer, response.status, 'The import');
        runInAction(() => (this.outcome = { kind: 'failed', message }));
        return false;
      }
      const parsed = catalogueCsvImportAnswerSchema.safeParse(answer);
      if (!parsed.success) {
        runInAction(() => (this.outcome = { kind: 'failed', message: 'The import answered something unexpected: reload the page to see what was imported.' }));
        return false;
      }
      runInAction(() => (this.outcome = { kind: 'imported', data: parsed.data.data }));
      return true;
    } catch (error) {
      runInAction(() => (this.outcome = { kind: 'failed', message: (error as Error).message || NETWORK_ERROR_MESSAGE }));
      return false;
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
