import { screen } from '@testing-library/react';
import { aPage, anAnswer } from 'shared/testing';
import type { PageAnswer } from 'shared';
import { SiteLayout } from '../layout/SiteLayout';
import { noServerRenderedScreen } from '../ssr/first-screen-live';
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
  // A page the browser draws itself: the desktop's footer and chat launcher load at once.
  beforeAll(noServerRenderedScreen);

  it.each([
    { who: 'a visitor', owner: null, count: 1 },
    { who: 'the owner out of edit mode', owner: { editMode: false }, count: 1 },
    { who: 'the owner in edit mode', owner: { editMode: true }, count: 0 },
  ])('$who sees $count chat toggle', async ({ owner, count }) => {
    renderAsOwner(
      <SiteLayout answer={withChat()} contentShown={() => false}>
        <p>Page</p>
      </SiteLayout>,
      { owner },
    );
    // The desktop layout's parts (header, footer, chat launcher) load on their own.
    await screen.findByRole('banner');
    expect(screen.queryAllByRole('button', { name: 'Open chat' })).toHaveLength(count);
  });
});
