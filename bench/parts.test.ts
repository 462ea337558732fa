import { selectedParts } from './parts';

describe('--only', () => {
  it('selects every part without it, in the bench’s order', () => {
    expect(selectedParts(undefined)).toEqual(['bundle', 'lighthouse', 'startup', 'api', 'realtime', 'federation']);
  });

  it('selects the parts named, in the bench’s order whatever the order given', () => {
    expect(selectedParts('realtime,api')).toEqual(['api', 'realtime']);
  });

  it('refuses an unknown part, naming the known ones', () => {
    expect(() => selectedParts('api,speed')).toThrow(/bundle, lighthouse, startup, api, realtime, federation; not speed/);
  });
});
