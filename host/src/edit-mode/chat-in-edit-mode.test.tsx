import { screen } from '@testing-library/react';
import { aPage, anAnswer } from 'shared/testing';
import type { PageAnswer } from 'shared';
import { SiteLayout } from '../layout/SiteLayout';
import { renderAsOwner } from '../testing/render-as-owner';

const withChat = (): PageAnswer => ({
  ...anAnswer(aPage()),
  installedWidgets: [
    {
      _id: 'e'.repeat(24),
      type: 'chatWidget',
      allowedAllActions: true,
      settings: { themeColor: '#B45309', headerTitle: 'Chat with us', topics: [], payment: { isEnabled: false, selectedGatewayId: null } },
    },
  ],
});

describe('the chat in edit mode (spec: chat only when edit mode is off)', () => {
  it.each([
    ['a visitor', null, 1],
    ['the owner out of edit mode', { editMode: false }, 1],
    ['the owner in edit mode', { editMode: true }, 0],
  ] as const)('%s sees %i chat toggle', (_who, owner, count) => {
    renderAsOwner(
      <SiteLayout answer={withChat()} contentShown={false}>
        <p>Page</p>
      </SiteLayout>,
      { owner: owner as { editMode: boolean } | null },
    );
    expect(screen.queryAllByRole('button', { name: 'Open chat' })).toHaveLength(count);
  });
});
