import { ApiError } from 'shared';
import { isRetryableSendError, sendErrorMessage } from './send-error';

describe('send errors', () => {
  it.each([
    ['no answer at all', new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server.'), true, 'Error sending message.'],
    ['a gateway answer while the API restarts', new ApiError(503, undefined, 'Service Unavailable'), true, 'Error sending message.'],
    ['a refused request', new ApiError(400, 'VALIDATION', 'Message is too long'), false, 'Message is too long'],
    ['a forbidden customer', new ApiError(403, 'FORBIDDEN', 'Not your conversation'), false, 'Not your conversation'],
    ['a server failure', new ApiError(500, undefined, 'Internal Server Error'), false, 'Error sending message.'],
    ['a plain exception', new Error('boom'), false, 'Error sending message.'],
  ])('%s', (_case, error, retry, message) => {
    expect(isRetryableSendError(error)).toBe(retry);
    expect(sendErrorMessage(error)).toBe(message);
  });
});
