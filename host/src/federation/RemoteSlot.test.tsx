import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from 'shared/testing';
import { loadRemoteModule } from './remote-registry';
import { RemoteSlot } from './RemoteSlot';

jest.mock('./remote-registry', () => ({ loadRemoteModule: jest.fn() }));
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
});
