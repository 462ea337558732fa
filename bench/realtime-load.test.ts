import { DeliveryLedger, dueBy, mergeWorkers, type WorkerFigures } from './realtime-load';

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

describe('client processes merged', () => {
  const worker = (over: Partial<WorkerFigures>): WorkerFigures => ({
    sockets: 0,
    sent: 0,
    refused: 0,
    delivered: 0,
    misdelivered: 0,
    duplicates: 0,
    roundTripsMs: [],
    callMs: [],
    refusals: {},
    loopDelayP99Ms: 0,
    firstSentAt: 0,
    lastReceivedAt: 0,
    ...over,
  });

  it('sums the counts, takes percentiles over every sample and the rate over the common window', () => {
    const merged = mergeWorkers([
      worker({ sockets: 2, sent: 3, delivered: 3, roundTripsMs: [1, 2, 3], firstSentAt: 1_000, lastReceivedAt: 1_500, loopDelayP99Ms: 4, refusals: { '429': 1 } }),
      worker({ sockets: 2, sent: 2, delivered: 1, refused: 1, roundTripsMs: [100], firstSentAt: 1_200, lastReceivedAt: 2_000, loopDelayP99Ms: 9, refusals: { '429': 1, ECONNRESET: 1 } }),
    ]);
    expect(merged).toMatchObject({ sockets: 4, sent: 5, delivered: 4, lost: 1, refused: 1, p50Ms: 2, p99Ms: 100, maxMs: 100, deliveredPerSecond: 4, clientLoopDelayP99Ms: 9 });
    expect(merged.refusals).toEqual({ '429': 2, ECONNRESET: 1 });
  });

  it('counts a message one process never sent, heard on its sockets, as misdelivered', () => {
    const ledger = new DeliveryLedger();
    ledger.send('c0-1', 'alice', 0);
    ledger.receive('c0-1', 'alice', 'alice', 5);
    ledger.receive('c1-7', 'alice', 'carol', 6);
    expect(ledger.workerFigures([], {}, 1, 1)).toMatchObject({ delivered: 1, misdelivered: 1 });
  });
});
