import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { StoreProvider } from 'shared';
import { aRootStore, renderOnServer, renderWithStore } from 'shared/testing';
import { hostMessages } from '../i18n/use-t';
import { renderInHindi } from '../testing/render-in-hindi';
import { loadRemoteModule } from './remote-registry';
import { RemoteSlot } from './RemoteSlot';

jest.mock('./remote-registry', () => ({ ...jest.requireActual<object>('./remote-registry'), loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('RemoteSlot', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders the remote’s component with the props it is given', async () => {
    load.mockResolvedValue({ default: Greeting });
    renderWithStore(<RemoteSlot remote="storefront" module="Greeting" label="the shop" props={{ name: 'Asha' }} />);
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('storefront', 'Greeting');
  });

  it('shows a fallback with Try Again when the remote cannot be loaded, and loads it anew on Try Again', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValue({ default: Greeting });
    renderWithStore(
      <>
        <p>Shell header</p>
        <RemoteSlot remote="storefront" module="Greeting" label="the shop" props={{ name: 'Asha' }} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, the shop could not be loaded right now.');
    expect(screen.getByText('Shell header')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hydrates a server-rendered remote in place: its server markup is kept, not drawn afresh', async () => {
    load.mockResolvedValue({ default: Greeting });
    const store = aRootStore();
    const slot = () => (
      <StoreProvider store={store}>
        <RemoteSlot remote="storefront" module="Greeting" label="the shop" props={{ name: 'Asha' }} />
      </StoreProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    // What the host's server sends for it (its streaming render waits for the remote).
    container.innerHTML = '<!--$--><p>Hello <!-- -->Asha</p><!--/$-->';
    const serverMarkup = container.querySelector('p');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, slot(), { onRecoverableError: recoverable });
    });
    expect(await screen.findByText('Hello Asha')).toBe(serverMarkup);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  describe('a remote without a server build (the cart, the chat)', () => {
    const cartSlot = () => <RemoteSlot remote="checkout" module="CartPage" label="the cart" props={{ name: 'Asha' }} loading={<div aria-busy="true">Loading the cart</div>} />;

    it('is its loading state in the server’s HTML, and nothing is loaded for it there', async () => {
      const html = await renderOnServer(<StoreProvider store={aRootStore()}>{cartSlot()}</StoreProvider>);
      expect(html).toContain('Loading the cart');
      expect(load).not.toHaveBeenCalled();
    });

    it('hydrates as that loading state without a mismatch, then loads the remote in the browser', async () => {
      load.mockResolvedValue({ default: Greeting });
      const store = aRootStore();
      const container = document.createElement('div');
      document.body.append(container);
      container.innerHTML = await renderOnServer(<StoreProvider store={store}>{cartSlot()}</StoreProvider>);
      const recoverable = jest.fn();
      await act(async () => {
        hydrateRoot(container, <StoreProvider store={store}>{cartSlot()}</StoreProvider>, { onRecoverableError: recoverable });
      });
      expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
      expect(load).toHaveBeenCalledWith('checkout', 'CartPage');
      expect(recoverable).not.toHaveBeenCalled();
      container.remove();
    });
  });
});

describe('RemoteSlot in Hindi', () => {
  beforeAll(() => hostMessages.load('hi'));
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('says in Hindi that the part could not be shown, with the label it is given', async () => {
    load.mockRejectedValue(new Error('RUNTIME-003'));
    await renderInHindi(<RemoteSlot remote="storefront" module="Greeting" label="यह पेज" props={{ name: 'Asha' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('माफ़ करें, अभी यह पेज नहीं दिखा पा रहे हैं।');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });

  it('keeps an owner’s screen in English', async () => {
    load.mockRejectedValue(new Error('RUNTIME-003'));
    await renderInHindi(<RemoteSlot remote="chat" module="OwnerInbox" label="the inbox" english props={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, the inbox could not be loaded right now.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
