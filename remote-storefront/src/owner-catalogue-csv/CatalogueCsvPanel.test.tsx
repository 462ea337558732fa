import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { STORAGE_KEYS } from 'shared';
import { AUTH_PATHS, CATALOGUE_CSV_HEADER, CATALOGUE_CSV_PATHS } from 'shared/constants';
import { renderWithStore } from 'shared/testing';
import { CatalogueCsvPanel } from './CatalogueCsvPanel';

/** What the panel's fetch needs of an answer (jsdom has no Response). */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const make = (): Response =>
    ({
      status,
      ok: status >= 200 && status < 300,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
      blob: async () => new Blob([text], { type: headers['content-type'] ?? 'application/json' }),
      clone: make,
    }) as unknown as Response;
  return make();
}

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

function fakeFetch(reply: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), method: init?.method ?? 'GET', headers: { ...(init?.headers as Record<string, string>) }, body: init?.body };
    calls.push(call);
    return reply(call);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

const saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push({ name: '', blob });
    return 'blob:catalogue';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.at(-1)!.name = this.download;
  });
});
afterEach(() => jest.restoreAllMocks());

function renderPanel(onImported = jest.fn()) {
  const view = renderWithStore(<CatalogueCsvPanel onImported={onImported} />, {
    before: (store) => store.storage.writeString(STORAGE_KEYS.userAccessToken, 'owner-token'),
  });
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const pick = (file: File) => act(async () => void fireEvent.change(input, { target: { files: [file] } }));
  return { ...view, onImported, input, pick };
}

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const csvFile = (text: string) => new File([text], 'catalogue.csv', { type: 'text/csv' });
const noViolations = async (container: HTMLElement) => {
  // jsdom lays nothing out, so contrast is left to the browser
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
};

describe('CatalogueCsvPanel', () => {
  it('names the columns, labels every control and passes axe', async () => {
    const { container, input } = renderPanel();
    expect(screen.getByRole('region', { name: 'Spreadsheet import and export' })).toBeInTheDocument();
    expect(screen.getByText(/catalogue, name, price are required/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toHaveAccessibleDescription(/Up to 500 rows a file/);
    // hidden, opened by the Import CSV button; its own label is for a reader that reaches it anyway
    expect(input).toHaveAttribute('aria-label', 'CSV file to import');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await noViolations(container);
  });

  it("downloads the export with the owner's token, under the file name the API gives", async () => {
    const calls = fakeFetch(() => answer(200, 'catalogue,name\r\nखादी,कुर्ता\r\n', { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="catalogue-2026-11-26.csv"' }));
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: CATALOGUE_CSV_PATHS.export, method: 'GET', headers: { Authorization: 'Bearer owner-token' } });
    expect(saved[0]!.name).toBe('catalogue-2026-11-26.csv');
    expect(await textOf(saved[0]!.blob)).toContain('खादी,कुर्ता');
  });

  it('shows each bad row of a refused file with its column, imports nothing and passes axe', async () => {
    fakeFetch(() =>
      answer(422, {
        message: '2 rows have problems; nothing was imported. Fix them and import the file again.',
        code: 'VALIDATION_ERROR',
        errors: [
          { row: 11, column: 'price', message: 'must be an amount in rupees, like 1299.00 (found "12,99.x")' },
          { row: 201, column: 'hsn_sac', message: 'must be 4 to 8 digits' },
        ],
        moreErrors: 0,
      }),
    );
    const { pick, onImported, container } = renderPanel();
    await pick(csvFile('catalogue,name,price\n'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 rows have problems; nothing was imported.');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Row 11, price: must be an amount in rupees, like 1299.00 (found "12,99.x")', 'Row 201, hsn_sac: must be 4 to 8 digits']);
    expect(onImported).not.toHaveBeenCalled();
    await noViolations(container);
  });

  it('sends the picked file as text/csv and says how many products were imported', async () => {
    const calls = fakeFetch(() => answer(200, { message: 'success', data: { created: 500, variants: 0, skipped: 2, cataloguesCreated: ['Handloom'], categoriesCreated: [] } }));
    const { pick, onImported } = renderPanel();
    const file = csvFile('catalogue,name,price\nHandloom,Saree,100\n');
    await pick(file);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('500 products imported; 2 archived rows skipped.'));
    expect(calls[0]).toMatchObject({ url: CATALOGUE_CSV_PATHS.import, method: 'POST', headers: { Authorization: 'Bearer owner-token', 'Content-Type': 'text/csv' }, body: file });
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it("shows the API's message for a file it cannot read", async () => {
    fakeFetch(() => answer(400, { message: 'The file is not UTF-8 text: in your spreadsheet choose "Save as" CSV UTF-8 and try again', code: 'VALIDATION_ERROR' }));
    const { pick, onImported } = renderPanel();
    await pick(csvFile('\u00ff'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not UTF-8 text');
    expect(onImported).not.toHaveBeenCalled();
  });

  it("renews an expired owner token through the owner's client and sends the file again", async () => {
    const calls = fakeFetch((call) => {
      if (call.url.endsWith(AUTH_PATHS.reauth)) return answer(200, { message: 'ok', accessToken: 'fresh-token' });
      const fresh = call.headers.Authorization === 'Bearer fresh-token';
      if (call.url.endsWith(AUTH_PATHS.ownerSession) && fresh) return answer(200, { message: 'success', owner: { name: 'Lakshmi', email: 'owner@demo.localhost' }, subdomain: 'demo', accountTypeId: '0123456789abcdef01234567' });
      return fresh && call.url === CATALOGUE_CSV_PATHS.import
        ? answer(200, { message: 'success', data: { created: 1, variants: 2, skipped: 0, cataloguesCreated: [], categoriesCreated: [] } })
        : answer(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' });
    });
    const { pick } = renderPanel();
    await pick(csvFile('catalogue,name,price\n'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 product imported with 2 variants.'));
    const imports = calls.filter((c) => c.url === CATALOGUE_CSV_PATHS.import).map((c) => c.headers.Authorization);
    expect(imports).toEqual(['Bearer owner-token', 'Bearer fresh-token']);
  });

  it('downloads a template naming every column the import reads', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Download the template' }));
    expect(saved[0]!.name).toBe('catalogue-template.csv');
    const [header] = (await textOf(saved[0]!.blob)).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(CATALOGUE_CSV_HEADER.join(','));
  });
});
