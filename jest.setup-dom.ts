import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { performance as nodePerformance } from 'node:perf_hooks';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when its module loads.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom's performance has no User Timing, which the shell marks its moments with (browsers and Node have it).
if (typeof globalThis.performance.mark !== 'function') {
  Object.assign(globalThis.performance, {
    mark: nodePerformance.mark.bind(nodePerformance),
    getEntriesByName: nodePerformance.getEntriesByName.bind(nodePerformance),
    clearMarks: nodePerformance.clearMarks.bind(nodePerformance),
  });
}

// findBy/waitFor wait up to 5 s, not 1: a view loaded lazily is compiled by jest's transform on first use,
// which on a busy 2-core machine running two workers can take over a second.
configure({ asyncUtilTimeout: 5_000 });

// The page loads zod's schemas after its first paint (shared's loadSchemas); tests start as the live page.
import { loadSchemas } from './shared/src/storage/stored-schemas-loader';

beforeAll(() => loadSchemas());
