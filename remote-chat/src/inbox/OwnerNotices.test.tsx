import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerNotice } from 'shared';
import { renderWithStore } from 'shared/testing';
import { OWNER_NOTICE_PATHS } from 'shared/constants';
import { OwnerNotices } from './OwnerNotices';

const stopped: OwnerNotice = {
  _id: '65f1c0de0000000000000001',
  kind: 'failed-logins-stopped',
  text: 'Repeated failed logins to your account were stopped on 26 Nov 2026, 4:25 pm: 5 wrong passwords from 4 different addresses. Logins were paused until 4:25 pm. If this was not you, change your password.',
  createdAt: '2026-11-26T10:55:00.000Z',
};

function renderNotices(answer: () => Promise<unknown>) {
  const get = jest.fn(answer);
  const rendered = renderWithStore(<OwnerNotices />, { before: (store) => Object.assign(store.owner.client, { get }) });
  return { ...rendered, get };
}

describe('OwnerNotices', () => {
  it("shows the owner's notices above the inbox, each one hidden with its own button", async () => {
    const { get } = renderNotices(async () => ({ message: 'success', data: [stopped] }));
    expect(await screen.findByText(stopped.text)).toBeVisible();
    expect(get).toHaveBeenCalledWith(OWNER_NOTICE_PATHS.list, null, expect.anything());
    expect(screen.getByRole('list', { name: 'Account notices' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Hide this notice' }));
    expect(screen.queryByText(stopped.text)).toBeNull();
  });

  it('shows nothing when there is no notice or the notices cannot be read', async () => {
    const empty = renderNotices(async () => ({ message: 'success', data: [] }));
    await act(async () => undefined);
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();

    const failing = renderNotices(async () => Promise.reject(new Error('offline')));
    await act(async () => undefined);
    expect(failing.container).toBeEmptyDOMElement();
  });
});
