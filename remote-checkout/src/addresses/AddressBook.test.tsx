import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from 'shared';
import { ADDRESS_PATHS } from 'shared/constants';
import { anAddress, renderWithStore } from 'shared/testing';
import { addressServer, CUSTOMER, LoggedIn } from './address-test-kit';
import AddressBook from './AddressBook';

function renderBook(initial: Address[]) {
  const api = addressServer(initial);
  const result = renderWithStore(
    <LoggedIn>
      <AddressBook onLogin={jest.fn()} />
    </LoggedIn>,
    { api },
  );
  return { ...result, api };
}

const card = (name: RegExp) => screen.getAllByRole('listitem').find((item) => name.test(item.textContent ?? ''))!;

describe('AddressBook', () => {
  it('asks a visitor to log in, as the profile does', async () => {
    const user = userEvent.setup();
    const onLogin = jest.fn();
    const { api } = renderWithStore(<AddressBook onLogin={onLogin} />, { api: addressServer([]) });
    expect(screen.getByRole('heading', { name: 'Login to View Addresses' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login Now' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(api.get).not.toHaveBeenCalled();
  });

  it('lists the saved addresses with the default marked', async () => {
    renderBook([anAddress({ name: 'Home', isDefault: true }), anAddress({ name: 'Office', type: 'work' })]);
    await screen.findByRole('button', { name: 'Edit Office' });
    expect(within(card(/Home/)).getByText('Default')).toBeInTheDocument();
    expect(within(card(/Office/)).queryByText('Default')).not.toBeInTheDocument();
    expect(within(card(/Home/)).queryByRole('button', { name: /default/ })).not.toBeInTheDocument();
  });

  it('makes another address the default', async () => {
    const user = userEvent.setup();
    const { api } = renderBook([anAddress({ name: 'Home', isDefault: true }), anAddress({ name: 'Office', type: 'work' })]);
    await user.click(await screen.findByRole('button', { name: 'Make Office the default' }));
    await waitFor(() => expect(within(card(/Office/)).getByText('Default')).toBeInTheDocument());
    expect(within(card(/Home/)).queryByText('Default')).not.toBeInTheDocument();
    const [, body] = api.post.mock.calls.find(([path]) => path === ADDRESS_PATHS.update)!;
    expect(body).toMatchObject({ customerId: CUSTOMER.customerId, updatedAddress: { isDefault: true } });
    expect(body.updatedAddress).not.toHaveProperty('_id');
  });

  it('deletes an address while more than one exists, and never the only one', async () => {
    const user = userEvent.setup();
    renderBook([anAddress({ name: 'Home', isDefault: true }), anAddress({ name: 'Office' })]);
    await user.click(await screen.findByRole('button', { name: 'Delete Office' }));
    await waitFor(() => expect(screen.queryByText('Office')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Home' })).toBeInTheDocument();
  });

  it('adds an address through the form, the pincode filling city and state', async () => {
    const user = userEvent.setup();
    renderBook([]);
    expect(await screen.findByText(/No saved addresses yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Add New Address' }));
    const sheet = screen.getByRole('dialog', { name: 'Add New Address' });
    await user.type(within(sheet).getByLabelText('Full name'), 'Ravi Kumar');
    await user.type(within(sheet).getByLabelText('Phone'), '9876543210');
    await user.type(within(sheet).getByLabelText('Address line 1'), '12 MG Road');
    await user.type(within(sheet).getByLabelText('Pincode'), '560001');
    await waitFor(() => expect(within(sheet).getByLabelText('City')).toHaveValue('Bangalore'));
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/Ravi Kumar, \+91 9876543210/)).toBeInTheDocument();
  });

  it('edits an address', async () => {
    const user = userEvent.setup();
    renderBook([anAddress({ name: 'Home', isDefault: true, city: 'Mysore' })]);
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    const sheet = screen.getByRole('dialog', { name: 'Edit Address' });
    const city = within(sheet).getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Hubli');
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(/Hubli/)).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
