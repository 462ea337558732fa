import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, anAnswer } from 'shared/testing';
import { EditModeChrome } from './EditModeChrome';
import { renderAsOwner } from '../testing/render-as-owner';

const answer = (isPremium: boolean) => ({ ...anAnswer(aPage()), isPremium });

describe('EditModeChrome', () => {
  it("shows visitors of a site that is not premium an 'Edit Website' link to the owner login", () => {
    renderAsOwner(<EditModeChrome answer={answer(false)} />, { owner: null });
    expect(screen.getByRole('link', { name: 'Edit Website' })).toHaveAttribute('href', '/owner');
  });

  it("leaves the visitors' link to the phone's top bar when the page has one", () => {
    const { container } = renderAsOwner(<EditModeChrome answer={answer(false)} linkInTopBar />, { owner: null });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows visitors of a premium site nothing', () => {
    const { container } = renderAsOwner(<EditModeChrome answer={answer(true)} />, { owner: null });
    expect(container).toBeEmptyDOMElement();
  });

  it("gives another site's owner only what visitors get", () => {
    renderAsOwner(<EditModeChrome answer={answer(false)} />, { owner: { accountTypeId: 'f'.repeat(24) } });
    expect(screen.queryByRole('region', { name: 'Website owner' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit Website' })).toBeInTheDocument();
  });

  it('leads the owner to the inbox from the bar', async () => {
    renderAsOwner(<EditModeChrome answer={answer(true)} />);
    const bar = await screen.findByRole('region', { name: 'Website owner' });
    expect(within(bar).getByRole('link', { name: /^Inbox/ })).toHaveAttribute('href', '/owner/inbox');
  });

  it('gives the owner a bar to leave and re-enter edit mode, and to log out', async () => {
    const { store, ownerApi } = renderAsOwner(<EditModeChrome answer={answer(true)} />);
    const bar = await screen.findByRole('region', { name: 'Website owner' });
    expect(bar).toHaveTextContent('Edit mode');
    await userEvent.click(within(bar).getByRole('button', { name: 'Exit edit mode' }));
    expect(store.owner.editMode).toBe(false);
    expect(bar).toHaveTextContent('Signed in as Lakshmi Srinivasan');
    await userEvent.click(within(bar).getByRole('button', { name: 'Edit Website' }));
    expect(store.owner.editMode).toBe(true);
    await userEvent.click(within(bar).getByRole('button', { name: 'Logout' }));
    expect(ownerApi.logout).toHaveBeenCalled();
    expect(store.owner.isLoggedIn).toBe(false);
    expect(screen.queryByRole('region', { name: 'Website owner' })).toBeNull();
    act(() => undefined);
  });
});
