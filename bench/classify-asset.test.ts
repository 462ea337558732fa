import { classifyAsset, sharedFiles } from './classify-asset';

describe('classifyAsset', () => {
  const appByPort = { 3000: 'host', 3001: 'storefront' } as const;
  const sharedByApp = {
    host: sharedFiles({ shared: [{ assets: { js: { sync: ['10.aaaaaaaaaaaa.js'], async: ['11.bbbbbbbbbbbb.js'] } } }] }),
    storefront: new Set<string>(),
  };

  it('counts a file the manifest lists under a shared module as a shared library', () => {
    expect(classifyAsset('http://demo.localhost:3000/10.aaaaaaaaaaaa.js', appByPort, sharedByApp)).toBe('shared libraries');
    expect(classifyAsset('http://demo.localhost:3000/11.bbbbbbbbbbbb.js', appByPort, sharedByApp)).toBe('shared libraries');
  });

  it('counts any other file as the app that served it', () => {
    expect(classifyAsset('http://demo.localhost:3000/main.js', appByPort, sharedByApp)).toBe('host');
    expect(classifyAsset('http://demo.localhost:3001/remoteEntry.js', appByPort, sharedByApp)).toBe('storefront');
  });

  it('refuses a script from a port no app serves', () => {
    expect(() => classifyAsset('http://cdn.example.com:8080/x.js', appByPort, sharedByApp)).toThrow('no app serves');
  });
});
