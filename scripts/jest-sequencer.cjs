/**
 * jest's order of test files, with one change for files it has no timings for (a clean clone, as in
 * CI): the API's files go first, its proof suites first of all, then the browser packages' files.
 * jest otherwise starts those files largest first, and a short file can take minutes (a proof suite
 * that restarts an API process, or sends thousands of requests): started last, it runs alone on one
 * core while the other worker has finished. Files jest has timings for keep its order (failed first,
 * then slowest first).
 */
const Sequencer = require('@jest/test-sequencer').default;

/** Lower runs earlier: API proof suites, other API files, everything else. */
function expectedWeight(test) {
  const path = test.path.replace(/\\/g, '/');
  if (path.includes('/api/src/proof/')) return 0;
  if (path.includes('/api/src/')) return 1;
  return 2;
}

class ApiFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    // The files without timings, reordered among themselves in their own places (a stable sort: within
    // one weight, jest's order by size stays); every other file keeps its place.
    const places = sorted.flatMap((test, index) => (test.duration == null ? [index] : []));
    const unknown = places.map((index) => sorted[index]).sort((a, b) => expectedWeight(a) - expectedWeight(b));
    places.forEach((place, i) => (sorted[place] = unknown[i]));
    return sorted;
  }
}

module.exports = ApiFirstSequencer;
