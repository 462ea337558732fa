import { freshEntryUrl, isChunkLoadFailure } from './release-reload';

describe('reloading a remote released while the page was open', () => {
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
});
