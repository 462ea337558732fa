import { freshEntryUrl, isChunkLoadFailure, reportRemoteFailure, REMOTE_FAILURES_PATH, retryFromLiveRelease } from './remote-failure';
import { REMOTE_FAILURES_PATH as SERVER_PATH } from '../../server/remote-failures';

describe('a remote that fails to load in its place', () => {
  it('knows webpack’s failure to load a chunk of the old release, and only that', () => {
    const chunkError = Object.assign(new Error('Loading chunk 543 failed.\n(error: http://127.0.0.1:3002/543.0a1b2c3d4e5f.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadFailure(chunkError)).toBe(true);
    expect(isChunkLoadFailure(new Error('Loading CSS chunk 17 failed.\n(/17.0a1b2c3d4e5f.css)'))).toBe(true);
    expect(isChunkLoadFailure(new Error('[ Federation Runtime ]: RUNTIME-008 remote entry failed to load'))).toBe(false);
    expect(isChunkLoadFailure('Loading chunk 1 failed')).toBe(false);
  });

  it('asks for the live release’s entry under an address no cache has seen', () => {
    const first = freshEntryUrl('http://127.0.0.1:3002/remoteEntry.js', 1000);
    expect(first).toBe('http://127.0.0.1:3002/remoteEntry.js?release-check=1000');
    expect(freshEntryUrl(first, 2000)).toBe('http://127.0.0.1:3002/remoteEntry.js?release-check=2000');
  });

  it('names the remote and the runtime’s message, with both versions, in the console and to the host’s server', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const sent = jest.fn(async () => new Response(null, { status: 204 }));
    const refused = 'Version 2.0.1 from host of shared singleton module shared does not satisfy the requirement of chat which needs ^2.1.0';
    reportRemoteFailure('chat', new Error(refused), sent as typeof fetch);
    expect(consoleError).toHaveBeenCalledWith(`The chat could not be loaded: ${refused}`);
    expect(sent).toHaveBeenCalledWith(REMOTE_FAILURES_PATH, expect.objectContaining({ method: 'POST', body: JSON.stringify({ remote: 'chat', message: refused }) }));
    expect(REMOTE_FAILURES_PATH).toBe(SERVER_PATH);
    consoleError.mockRestore();
  });
});

describe('retryFromLiveRelease', () => {
  let consoleError: jest.SpyInstance;
  let consoleWarn: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());
  const chunkGone = Object.assign(new Error('Loading chunk 926 failed.\n(missing: http://127.0.0.1:3002/926.0a1b2c3d4e5f.js)'), { name: 'ChunkLoadError' });

  it('loads the remote once more from a fresh entry when a chunk of the page’s release is gone', async () => {
    const reload = jest.fn(async (entry: string) => `widget from ${entry.replace(/=\d+$/, '=…')}`);
    await expect(retryFromLiveRelease('chat', 'http://127.0.0.1:3002/remoteEntry.js', chunkGone, reload)).resolves.toBe(
      'widget from http://127.0.0.1:3002/remoteEntry.js?release-check=…',
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(consoleWarn).toHaveBeenCalledWith('chat: a chunk of the release this page loaded is gone (Loading chunk 926 failed.); loading the chat from its live release.');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('reports and rejects with any other failure, and with the reload’s own failure, without trying again', async () => {
    const reload = jest.fn(async () => {
      throw new Error('the live release failed too');
    });
    const refused = new Error('Version 2.0.1 from host of shared singleton module shared does not satisfy the requirement of chat which needs ^2.1.0');
    await expect(retryFromLiveRelease('chat', 'http://127.0.0.1:3002/remoteEntry.js', refused, reload)).rejects.toBe(refused);
    expect(reload).not.toHaveBeenCalled();
    await expect(retryFromLiveRelease('chat', 'http://127.0.0.1:3002/remoteEntry.js', chunkGone, reload)).rejects.toThrow('the live release failed too');
    expect(consoleError).toHaveBeenCalledWith('The chat could not be loaded: the live release failed too');
  });
});
