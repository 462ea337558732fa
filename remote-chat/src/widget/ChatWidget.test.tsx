import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InstalledWidget } from 'shared';
import { anAnswer, anId, renderWithStore } from 'shared/testing';
import ChatWidget from './ChatWidget';

const widget = (overrides: Partial<InstalledWidget> = {}): InstalledWidget => ({
  _id: anId(),
  type: 'chatWidget',
  allowedAllActions: true,
  settings: { themeColor: '#10B981', headerTitle: 'Chat with us', topics: [], payment: { isEnabled: false, selectedGatewayId: null } },
  ...overrides,
});

const answerWith = (installed: InstalledWidget[]) => ({ ...anAnswer(), installedWidgets: installed });

describe('ChatWidget', () => {
  it('opens the panel with the business’s header title and closes it again', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<ChatWidget answer={answerWith([widget()])} />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(store.ui.chat.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Chat with us' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getAllByRole('button', { name: 'Close chat' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the toggle disabled unless the site allows all actions', () => {
    renderWithStore(<ChatWidget answer={answerWith([widget({ allowedAllActions: false })])} />);
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeDisabled();
  });

  it('shows the unread count on the toggle, as 9+ above nine', () => {
    const { store } = renderWithStore(<ChatWidget answer={answerWith([widget()])} />);
    act(() => store.ui.setUnreadCount(12));
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('draws nothing for a site without the chat widget', () => {
    const { container } = renderWithStore(<ChatWidget answer={answerWith([])} />);
    expect(container).toBeEmptyDOMElement();
  });
});
