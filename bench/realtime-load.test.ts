import { DeliveryLedger, dueBy } from './realtime-load';

describe('delivery ledger', () => {
  it('counts a message heard by its own customer once, with its round trip', () => {
    const ledger = new DeliveryLedger();
    ledger.send('m1', 'alice', 1_000);
    ledger.receive('m1', 'alice', 'alice', 1_030);
    expect(ledger.figures()).toMatchObject({ sent: 1, delivered: 1, lost: 0, misdelivered: 0, p50Ms: 30, p99Ms: 30 });
  });

  it('counts a message heard by another customer as misdelivered, and lost for its own', () => {
    const ledger = new DeliveryLedger();
    ledger.send('m1', 'alice', 0);
    ledger.receive('m1', 'bob', 'alice', 10);
    expect(ledger.figures()).toMatchObject({ delivered: 0, lost: 1, misdelivered: 1 });
  });

  it('counts a message addressed to someone else in its payload as misdelivered', () => {
    const ledger = new DeliveryLedger();
    ledger.send('m1', 'alice', 0);
    ledger.receive('m1', 'alice', 'bob', 10);
    expect(ledger.figures().misdelivered).toBe(1);
  });

  it('counts a second hearing as a duplicate, not a second delivery', () => {
    const ledger = new DeliveryLedger();
    ledger.send('m1', 'alice', 0);
    ledger.receive('m1', 'alice', 'alice', 10);
    ledger.receive('m1', 'alice', 'alice', 20);
    expect(ledger.figures()).toMatchObject({ delivered: 1, duplicates: 1 });
  });

  it('counts a refused send as lost and measures the delivery rate from first send to last arrival', () => {
    const ledger = new DeliveryLedger();
    ledger.send('m1', 'alice', 0);
    ledger.send('m2', 'bob', 500);
    ledger.refused('m2');
    ledger.receive('m1', 'alice', 'alice', 1_000);
    expect(ledger.figures()).toMatchObject({ sent: 2, refused: 1, delivered: 1, lost: 1, deliveredPerSecond: 1 });
  });
});

describe('open-loop schedule', () => {
  it('has sent rate × elapsed messages, never more than the total', () => {
    expect(dueBy(0, 200, 2_000)).toBe(0);
    expect(dueBy(1_000, 200, 2_000)).toBe(200);
    expect(dueBy(60_000, 200, 2_000)).toBe(2_000);
  });
});
