import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when its module loads.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// The page loads zod's schemas after its first paint (shared's loadSchemas); tests start as the live page.
import { loadSchemas } from './shared/src/storage/stored-schemas-loader';

beforeAll(() => loadSchemas());
