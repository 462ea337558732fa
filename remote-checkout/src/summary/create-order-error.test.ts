import { ApiError, loadSchemas } from 'shared';
import { createOrderErrorMessage } from './create-order-error';

describe('createOrderErrorMessage: the specification’s order', () => {
  // As in the page: the API client loaded the schemas to read the refusal.
  beforeAll(() => loadSchemas());

  it.each([
    ['the server’s error text first', new ApiError(400, 'VALIDATION_ERROR', 'Request failed with status 400', { message: 'Delivery Address Required', code: 'VALIDATION_ERROR' }), 'Delivery Address Required'],
    ['then the exception’s message (no answer from the server)', new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server. Please check your connection.'), 'Unable to reach the server. Please check your connection.'],
    ['then the exception’s message (an answer without a text)', new ApiError(502, undefined, 'Request failed with status 502', '<html>Bad gateway</html>'), 'Request failed with status 502'],
    ['then the exception’s message (not an API error)', new TypeError('Cannot read properties of undefined'), 'Cannot read properties of undefined'],
    ['else the default (an empty message)', new Error('   '), 'Error creating order.'],
    ['else the default (not an error at all)', 'boom', 'Error creating order.'],
  ])('%s', (_case, error, message) => {
    expect(createOrderErrorMessage(error)).toBe(message);
  });
});
