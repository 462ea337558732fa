import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, orderItemOf, saveOrderItemData } from 'shared';
import { CUSTOMER_AUTH_PATHS, CUSTOMER_LOGIN_MESSAGES } from 'shared/constants';
import { CHAT_FLOW_PROMPTS } from 'shared/rules';
import { aProduct } from 'shared/testing';
import ChatWidget from '../widget/ChatWidget';
import { CUSTOMER, aTopic, aWidget, anAnswerWith, fakeChatApi, renderWidget, settle } from '../testing/widget-test-kit';
import { digitsOnly } from './login-form-store';

jest.mock('../conversation/conversation-store', () => jest.requireActual('../testing/fake-conversation').conversationStoreModule);
jest.mock('../conversation/ConversationView', () => jest.requireActual('../testing/fake-conversation').conversationViewModule);
jest.mock('../history/HistoryTab', () => jest.requireActual('../testing/fake-conversation').historyTabModule);

const sent = { message: 'success', resendAfterSeconds: 30 };
const verified = { message: 'success', customerId: CUSTOMER.customerId, token: 'fresh-token', customerData: CUSTOMER };

function loginApi(overrides: Partial<Record<string, (input: Record<string, unknown>) => unknown>> = {}) {
  return fakeChatApi({
    [CUSTOMER_AUTH_PATHS.sendCode]: () => sent,
    [CUSTOMER_AUTH_PATHS.verifyCode]: (body) => {
      if (body.otp !== '123456') throw new ApiError(400, 'INVALID_CODE', 'Wrong code');
      return verified;
    },
    ...overrides,
  } as Record<string, (input: Record<string, unknown>) => unknown>);
}

function openWidget(options: Parameters<typeof renderWidget>[1] = {}, topics = [aTopic()]) {
  const user = userEvent.setup();
  const view = renderWidget(<ChatWidget answer={anAnswerWith([aWidget({}, { topics })])} />, { api: loginApi(), ...options });
  act(() => view.store.ui.openChat(null));
  return { ...view, user };
}

const phoneBox = () => screen.getByRole('textbox', { name: 'Phone number' });
const codeBox = () => screen.getByRole('textbox', { name: 'Verification code' });

async function sendCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(phoneBox(), '9876543210{Enter}');
  await settle();
}

describe('digitsOnly', () => {
  it.each([
    ['98765 43210', 15, '9876543210'],
    ['+91 (987) 654-3210', 15, '919876543210'],
    ['12345678901234567890', 15, '123456789012345'],
    ['12a3b4c5d6e7', 6, '123456'],
    ['   ', 6, ''],
  ])('%s (at most %i) → %s', (input, max, digits) => {
    expect(digitsOnly(input, max)).toBe(digits);
  });
});

describe('phone entry', () => {
  it('shows the prompt and +91 by default; Send Code waits for a number', async () => {
    const { user } = openWidget();
    expect(screen.getByText(CHAT_FLOW_PROMPTS.phoneEntry)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('India (+91)');
    const send = screen.getByRole('button', { name: 'Send Code' });
    expect(send).toBeDisabled();
    await user.type(phoneBox(), 'abc ');
    expect(phoneBox()).toHaveValue('');
    expect(send).toBeDisabled();
    await user.type(phoneBox(), '98-76');
    expect(phoneBox()).toHaveValue('9876');
    expect(send).toBeEnabled();
  });

  it('Enter sends the code for the chosen country and moves to the code step with the countdown', async () => {
    const { user, api } = openWidget();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'GB');
    await sendCode(user);
    expect(api.post).toHaveBeenCalledWith(CUSTOMER_AUTH_PATHS.sendCode, { phoneNumber: '9876543210', countryCode: '+44', subdomain: 'demo' }, expect.anything());
    expect(screen.getByText('Enter the 6-digit code sent to +44 9876543210.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
  });

  it('Enter on an empty number sends nothing', async () => {
    const { user, api } = openWidget();
    await user.type(phoneBox(), '{Enter}');
    expect(api.post).not.toHaveBeenCalled();
  });

  it.each([
    ['a refused number', new ApiError(400, 'VALIDATION_ERROR', 'phoneNumber must be 4 to 15 digits'), CUSTOMER_LOGIN_MESSAGES.sendFailed],
    ['no answer', new ApiError(0, 'NETWORK_ERROR', 'offline'), CUSTOMER_LOGIN_MESSAGES.verifyPhoneFailed],
  ])('shows the specification’s message for %s and stays', async (_name, error, message) => {
    const { user } = openWidget({
      api: loginApi({
        [CUSTOMER_AUTH_PATHS.sendCode]: () => {
          throw error;
        },
      }),
    });
    await sendCode(user);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(phoneBox()).toBeInTheDocument();
  });

  it('a rate limit shows the server’s message and counts down before another try', async () => {
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many codes. Try again in 42 seconds.');
    limited.retryAfterSeconds = 42;
    const { user } = openWidget({
      api: loginApi({
        [CUSTOMER_AUTH_PATHS.sendCode]: () => {
          throw limited;
        },
      }),
    });
    await sendCode(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many codes. Try again in 42 seconds.');
    expect(screen.getByRole('button', { name: 'Send Code (42s)' })).toBeDisabled();
  });
});

describe('code verification', () => {
  it('Verify waits for a code; digits only', async () => {
    const { user } = openWidget();
    await sendCode(user);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.type(codeBox(), 'a1b2c3d4e5');
    expect(codeBox()).toHaveValue('12345');
    expect(verify).toBeEnabled();
  });

  it('the code field is focused on arrival and offered to the phone’s SMS autofill', async () => {
    const { user } = openWidget();
    await sendCode(user);
    expect(codeBox()).toHaveFocus();
    expect(codeBox()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeBox()).toHaveAttribute('inputmode', 'numeric');
  });

  it('six digits submit by themselves, once, and a longer paste keeps six', async () => {
    const { user, store, api } = openWidget();
    await sendCode(user);
    await user.click(codeBox());
    await user.paste('123456789');
    await settle();
    expect(store.session.customer).toEqual(CUSTOMER);
    expect(api.post.mock.calls.filter(([path]) => path === CUSTOMER_AUTH_PATHS.verifyCode)).toHaveLength(1);
    expect(api.post).toHaveBeenCalledWith(CUSTOMER_AUTH_PATHS.verifyCode, expect.objectContaining({ otp: '123456' }), expect.anything());
  });

  it('asks for the number to check out when Buy Now needs the login', async () => {
    const { user, store } = openWidget();
    act(() => store.ui.openChat('direct_buy'));
    await user.click(within(screen.getByRole('region', { name: 'checkout/OrderSummary' })).getByRole('button', { name: 'onLogin' }));
    expect(screen.getByText('Please enter your phone number to check out.')).toBeInTheDocument();
    expect(screen.queryByText(CHAT_FLOW_PROMPTS.phoneEntry)).not.toBeInTheDocument();
  });

  it('a correct code (Enter) logs in and opens the topics', async () => {
    const { user, store } = openWidget();
    await sendCode(user);
    await user.type(codeBox(), '123456{Enter}');
    await settle();
    expect(store.session.customer).toEqual(CUSTOMER);
    expect(screen.getByRole('button', { name: /Track my order/ })).toBeInTheDocument();
  });

  it('a correct code opens the chat when the widget has no topics', async () => {
    const { user } = openWidget({}, []);
    await sendCode(user);
    await user.type(codeBox(), '123456{Enter}');
    await settle();
    expect(screen.getByTestId('conversation')).toBeInTheDocument();
  });

  it('a correct code returns to the pending direct buy', async () => {
    const { user, store } = openWidget();
    saveOrderItemData(store.storage, orderItemOf(aProduct({ name: 'Kanjivaram Silk Saree' })));
    act(() => store.ui.openChat('direct_buy'));
    await user.click(within(screen.getByRole('region', { name: 'checkout/OrderSummary' })).getByRole('button', { name: 'onLogin' }));
    await sendCode(user);
    await user.type(codeBox(), '123456{Enter}');
    await settle();
    expect(screen.getByRole('region', { name: 'checkout/OrderSummary' })).toBeInTheDocument();
  });

  it('a wrong code says so and stays on the code step', async () => {
    const { user, store } = openWidget();
    await sendCode(user);
    await user.type(codeBox(), '000000{Enter}');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(CUSTOMER_LOGIN_MESSAGES.invalidCode);
    expect(store.session.isLoggedIn).toBe(false);
    expect(codeBox()).toBeInTheDocument();
  });

  const limited = () => {
    const error = new ApiError(429, 'RATE_LIMITED', 'Too many verification attempts. Please try again in 10 minutes.');
    error.retryAfterSeconds = 600;
    return error;
  };
  it.each([
    ['an expired code', () => new ApiError(400, 'CODE_EXPIRED', 'The verification code has expired. Please request a new code.'), 'The verification code has expired. Please request a new code.'],
    ['a code locked after its wrong tries', () => new ApiError(400, 'CODE_LOCKED', 'Too many wrong codes. Please request a new code.'), 'Too many wrong codes. Please request a new code.'],
    ['a rate limit', limited, 'Too many verification attempts. Please try again in 10 minutes.'],
    ['no answer', () => new ApiError(0, 'NETWORK_ERROR', 'offline'), CUSTOMER_LOGIN_MESSAGES.verifyCodeFailed],
    ['a server failure', () => new ApiError(500, 'INTERNAL_ERROR', 'Internal server error'), CUSTOMER_LOGIN_MESSAGES.verifyCodeFailed],
  ])('%s shows what happened (the server’s message when it gave one)', async (_name, error, message) => {
    const { user } = openWidget({
      api: loginApi({
        [CUSTOMER_AUTH_PATHS.verifyCode]: () => {
          throw error();
        },
      }),
    });
    await sendCode(user);
    await user.type(codeBox(), '123456');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(codeBox()).toBeInTheDocument();
  });

  it('Resend is offered once the countdown is over', async () => {
    const { user, api, clock } = openWidget();
    await sendCode(user);
    expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
    clock.now += 30_000;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_050));
    });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await settle();
    expect(api.post).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
  });

  it('Change number returns to the phone step with the number kept', async () => {
    const { user } = openWidget();
    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(phoneBox()).toHaveValue('9876543210');
  });
});
