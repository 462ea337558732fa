import { backendsCpuSince, servesDatabase } from './postgres-cpu';

describe('which processes serve a database', () => {
  it('counts a backend connected to the database, whatever its state', () => {
    expect(servesDatabase('postgres: 15/main: postgres bench_realtime_3700 127.0.0.1(58548) idle', 'bench_realtime_3700')).toBe(true);
    expect(servesDatabase('postgres: postgres bench_realtime_3700 127.0.0.1(58548) INSERT', 'bench_realtime_3700')).toBe(true);
  });

  it('leaves out other databases, the server’s shared processes and other programs', () => {
    expect(servesDatabase('postgres: 15/main: postgres bench_realtime_3701 127.0.0.1(58548) idle', 'bench_realtime_3700')).toBe(false);
    expect(servesDatabase('postgres: 15/main: walwriter', 'bench_realtime_3700')).toBe(false);
    expect(servesDatabase('node bench_realtime_3700', 'bench_realtime_3700')).toBe(false);
  });
});

describe('backendsCpuSince', () => {
  it('adds each backend’s growth, counts one opened since whole, and takes nothing off for one that closed', () => {
    const before = new Map([[1, 100], [2, 40]]);
    const after = new Map([[1, 130], [3, 5]]);
    expect(backendsCpuSince(before, after)).toBe(35);
  });
});
