import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { StoreProvider } from 'shared';
import { aPage, anAnswer, aRootStore, renderOnServer } from 'shared/testing';
import ContactPage from './ContactPage';

function contactPage() {
  const store = aRootStore();
  const page = aPage([], { keyValue: 'contact', customRoute: '/contact' });
  return (
    <StoreProvider store={store}>
      <MemoryRouter>
        <ContactPage page={page} answer={anAnswer(page)} />
      </MemoryRouter>
    </StoreProvider>
  );
}

describe('the Send Us a Message form before the page is live', () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it('cannot be sent by the browser itself, and keeps what was typed into the server HTML once live', async () => {
    const view = contactPage();
    const container = document.createElement('div');
    container.innerHTML = await renderOnServer(view);
    document.body.append(container);
    const button = () => screen.getByRole('button', { name: 'Send Message' });
    expect(button()).toBeDisabled();
    // The shopper types before the scripts have run.
    (container.querySelector('input[name="name"]') as HTMLInputElement).value = 'Asha Rao';
    (container.querySelector('textarea[name="message"]') as HTMLTextAreaElement).value = 'Do you ship to Pune?';

    await act(async () => {
      root = hydrateRoot(container, view);
    });

    expect(button()).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Do you ship to Pune?');
    expect(screen.getByText('20/1000')).toBeInTheDocument();
  });
});
