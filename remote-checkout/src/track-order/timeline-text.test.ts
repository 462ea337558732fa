import { endedText } from './timeline-text';

describe('what a tracked order says once it has ended', () => {
  it('says why a cancelled order ended: not paid in time, refused on delivery, or cancelled', () => {
    expect(endedText({ status: 'Cancelled', cancelReason: 'expired' })).toBe('This order expired: it was not paid in time and has been cancelled.');
    expect(endedText({ status: 'Cancelled', cancelReason: 'refused' })).toBe('This order was refused on delivery and has been cancelled.');
    expect(endedText({ status: 'Cancelled', cancelReason: 'customer' })).toBe('This order was cancelled.');
  });

  it('says nothing for an order still going', () => {
    expect(endedText({ status: 'Active', cancelReason: null })).toBeNull();
  });
});
