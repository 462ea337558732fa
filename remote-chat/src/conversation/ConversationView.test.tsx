import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { CHAT_PATHS, SOCKET_EVENTS } from 'shared/constants';
import { SENDING_FLAG_CLEAR_MS } from 'shared/rules';
import type { RecorderEnvironment } from './composer/audio-recorder';
import { aChatMessage, CUSTOMER, settle, setupConversation } from './conversation-test-kit';
import { ConversationView } from './ConversationView';

async function renderConversation(options: { recorder?: RecorderEnvironment; online?: boolean } = {}) {
  const setup = setupConversation({ online: options.online ?? true });
  setup.store.start();
  act(() => setup.sockets.last.serverConnects());
  await act(settle);
  const view = render(<ConversationView store={setup.store} themeColor="#10B981" recorderEnvironment={options.recorder} />);
  return { ...setup, view };
}

const textBox = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

/** A MediaRecorder stand-in that records one chunk of sound. */
function fakeRecorder(): RecorderEnvironment & { stopped: () => boolean } {
  let tracksStopped = false;
  class FakeMediaRecorder {
    static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
    mimeType: string;
    state: 'inactive' | 'recording' = 'inactive';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor(_stream: unknown, options?: { mimeType?: string }) {
      this.mimeType = options?.mimeType ?? '';
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['voice'], { type: this.mimeType }) });
      this.onstop?.();
    }
  }
  const stream = { getTracks: () => [{ stop: () => (tracksStopped = true) }] };
  return {
    mediaDevices: { getUserMedia: jest.fn(async () => stream as unknown as MediaStream) },
    MediaRecorder: FakeMediaRecorder as unknown as typeof MediaRecorder,
    now: () => 1_700_000_000_000,
    stopped: () => tracksStopped,
  };
}

afterEach(() => jest.useRealTimers());

describe('ConversationView', () => {
  it('shows the thread as a polite log region with labelled composer controls', async () => {
    await renderConversation();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    for (const name of ['Attach image', 'Attach document', 'Record audio', 'Send message']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(textBox()).toBeInTheDocument();
  });

  it('has no accessibility violations with messages of every kind on screen', async () => {
    const { sockets, view } = await renderConversation();
    act(() => {
      sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, aChatMessage({ message: 'Hello' }));
      sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, aChatMessage({ type: 'image', message: '/uploads/demo/chat-widget/images/a.png', caption: 'Blue shirt' }));
      sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, aChatMessage({ type: 'file', message: '/uploads/demo/chat-widget/document/a.pdf', contentType: 'application/pdf' }));
      sockets.last.serverEmits(SOCKET_EVENTS.typing, { customerId: CUSTOMER.customerId, from: 'business', isTyping: true });
    });
    await act(settle);
    // jsdom lays nothing out, so contrast is left to the browser tests
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('sends on Enter, makes a new line on Shift+Enter, and never sends blank text', async () => {
    const user = userEvent.setup();
    const { server, store } = await renderConversation();
    expect(sendButton()).toBeDisabled();
    await user.type(textBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(server.posted(CHAT_PATHS.sendMessage)).toEqual([]);

    await user.clear(textBox());
    await user.type(textBox(), 'Hello{Shift>}{Enter}{/Shift}there');
    expect(textBox()).toHaveValue('Hello\nthere');
    expect(server.posted(CHAT_PATHS.sendMessage)).toEqual([]);
    await user.keyboard('{Enter}');
    await act(settle);
    expect(server.posted(CHAT_PATHS.sendMessage).map((body) => body.message)).toEqual(['Hello\nthere']);
    expect(textBox()).toHaveValue('');
    expect(screen.getByText(/Hello\s+there/)).toBeInTheDocument();
    expect(store.outbox).toEqual([]);
  });

  it('shows a message written offline with a pending mark and says why', async () => {
    const user = userEvent.setup();
    const { signals } = await renderConversation();
    act(() => signals.set({ online: false }));
    await user.type(textBox(), 'Still there?{Enter}');
    expect(screen.getByRole('img', { name: 'Waiting to send' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Messages will be sent when you are back online.');
    act(() => signals.set({ online: true }));
    await act(settle);
    expect(screen.getByRole('img', { name: 'Sent' })).toBeInTheDocument();
  });

  it('shows the business typing and its reply, read ticks on one’s own messages', async () => {
    const user = userEvent.setup();
    const { sockets, store } = await renderConversation();
    act(() => sockets.last.serverEmits(SOCKET_EVENTS.typing, { customerId: CUSTOMER.customerId, from: 'business', isTyping: true }));
    expect(screen.getByText('Typing…')).toBeInTheDocument();
    await user.type(textBox(), 'Price?{Enter}');
    await act(settle);
    const readAt = new Date(Date.parse(store.messages[0]!.createdAt) + 1).toISOString();
    act(() => sockets.last.serverEmits(SOCKET_EVENTS.messagesRead, { customerId: CUSTOMER.customerId, by: 'business', readAt }));
    expect(screen.getByRole('img', { name: 'Read' })).toBeInTheDocument();
    act(() => sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, aChatMessage({ message: '₹499' })));
    expect(screen.getByText('₹499')).toBeInTheDocument();
    expect(screen.queryByText('Typing…')).toBeNull();
    await act(settle);
  });

  it('marks the business’s messages read while on screen', async () => {
    const setup = setupConversation();
    setup.server.add(aChatMessage());
    setup.store.start();
    await act(settle);
    expect(setup.server.posted(CHAT_PATHS.markRead)).toEqual([]);
    render(<ConversationView store={setup.store} themeColor="#10B981" />);
    await act(settle);
    expect(setup.server.posted(CHAT_PATHS.markRead)).toEqual([{ customerId: CUSTOMER.customerId }]);
  });

  it('refuses a file of the wrong type at once, with the specification’s message and no preview', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { root, server } = await renderConversation();
    await user.upload(screen.getByLabelText('Image to attach'), new File(['x'], 'a.gif', { type: 'image/gif' }));
    expect(root.ui.snackbars.map((s) => s.message)).toEqual(['Invalid image file type. Please select a valid image.']);
    expect(screen.queryByRole('group', { name: 'Attachment preview' })).toBeNull();
    expect(server.uploads).toEqual([]);
  });

  it('previews a picked document with an optional caption; cancel drops it, send uploads it with the caption', async () => {
    const user = userEvent.setup();
    const { server } = await renderConversation();
    const pdf = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Document to attach'), pdf);
    expect(screen.getByRole('group', { name: 'Attachment preview' })).toHaveTextContent('invoice.pdf');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Attachment preview' })).toBeNull();

    await user.upload(screen.getByLabelText('Document to attach'), pdf);
    await user.type(screen.getByRole('textbox', { name: 'Caption (optional)' }), 'March invoice');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await act(settle);
    expect(server.uploads.map((u) => u.kind)).toEqual(['document']);
    expect(server.posted(CHAT_PATHS.sendMessage)[0]).toMatchObject({ type: 'file', caption: 'March invoice', contentType: 'application/pdf' });
    expect(screen.queryByRole('group', { name: 'Attachment preview' })).toBeNull();
    expect(screen.getByRole('link', { name: /PDF document/ })).toBeInTheDocument();
  });

  it('keeps the attach and send buttons disabled while a file is sent and 500 ms after', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderConversation();
    await user.upload(screen.getByLabelText('Image to attach'), new File(['png'], 'a.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await act(settle);
    await user.type(textBox(), 'next');
    expect(screen.getByRole('button', { name: 'Attach image' })).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(SENDING_FLAG_CLEAR_MS));
    expect(screen.getByRole('button', { name: 'Attach image' })).toBeEnabled();
    expect(sendButton()).toBeEnabled();
  });

  it('alerts when the microphone cannot be used', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const refused: RecorderEnvironment = {
      mediaDevices: { getUserMedia: jest.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) },
      MediaRecorder: undefined,
      now: Date.now,
    };
    await renderConversation({ recorder: { ...refused, MediaRecorder: class {} as unknown as typeof MediaRecorder } });
    await user.click(screen.getByRole('button', { name: 'Record audio' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Unable to access microphone. Please check permissions.'));
    expect(screen.getByRole('button', { name: 'Record audio' })).toBeEnabled();
    jest.restoreAllMocks();
  });

  it('records a voice message, previews it and sends it as audio', async () => {
    const user = userEvent.setup();
    const recorder = fakeRecorder();
    const { server } = await renderConversation({ recorder });
    await user.click(screen.getByRole('button', { name: 'Record audio' }));
    expect(await screen.findByRole('group', { name: 'Recording a voice message' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(recorder.stopped()).toBe(true);
    expect(await screen.findByRole('group', { name: 'Attachment preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await act(settle);
    expect(server.uploads.map((u) => [u.kind, (u.file as File).name])).toEqual([['audio', 'voice-message-1700000000000.webm']]);
    expect(server.posted(CHAT_PATHS.sendMessage)[0]).toMatchObject({ type: 'audio', contentType: 'audio/webm' });
  });

  it('throws a cancelled recording away', async () => {
    const user = userEvent.setup();
    const recorder = fakeRecorder();
    const { server } = await renderConversation({ recorder });
    await user.click(screen.getByRole('button', { name: 'Record audio' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel recording' }));
    expect(recorder.stopped()).toBe(true);
    expect(screen.queryByRole('group', { name: 'Attachment preview' })).toBeNull();
    expect(server.uploads).toEqual([]);
  });
});
