import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from 'shared';
import { ADDRESS_PATHS } from 'shared/constants';
import { anAddress, renderWithStore } from 'shared/testing';
import { addressServer, CUSTOMER, LoggedIn } from './address-test-kit';
import AddressPicker from './AddressPicker';

function renderPicker(initial: Address[], options: { addFails?: boolean; selectedId?: string | null } = {}) {
  const api = addressServer(initial, options);
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  const result = renderWithStore(
    <LoggedIn>
      <AddressPicker open selectedId={options.selectedId ?? null} onConfirm={onConfirm} onClose={onClose} />
    </LoggedIn>,
    { api },
  );
  return { ...result, api, onConfirm, onClose };
}

/** Puts a whole value in a field at once: keystroke-by-keystroke typing is tested where it matters (the phone). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

describe('AddressPicker', () => {
  it('lists the saved addresses with the default chosen, and confirms the one selected', async () => {
    const user = userEvent.setup();
    const home = anAddress({ name: 'Home', isDefault: true });
    const office = anAddress({ name: 'Office', type: 'work' });
    const { onConfirm, api } = renderPicker([home, office]);
    // the default is chosen once the list is in (an effect after it renders): wait for it, not for the list
    expect(await screen.findByRole('radio', { name: /Home/, checked: true })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Office/ })).not.toBeChecked();
    expect(api.get).toHaveBeenCalledWith(ADDRESS_PATHS.list, { customerId: CUSTOMER.customerId }, expect.anything());
    await user.click(screen.getByRole('radio', { name: /Office/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm Address' }));
    expect(onConfirm).toHaveBeenCalledWith(office);
  });

  it('opens on the add form, titled so, when the customer has no address yet', async () => {
    renderPicker([]);
    expect(await screen.findByRole('dialog', { name: 'Add New Address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
  });

  it('offers Delete only while more than one address exists', async () => {
    const user = userEvent.setup();
    renderPicker([anAddress({ name: 'Home', isDefault: true }), anAddress({ name: 'Office' })]);
    await user.click(await screen.findByRole('button', { name: 'Delete Office' }));
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Office/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Home' })).toBeInTheDocument();
  });

  it('fills city and state from the pincode, enables Save only once the address is valid, and selects the saved address at once', async () => {
    const user = userEvent.setup();
    const { api, onConfirm } = renderPicker([anAddress({ isDefault: true })]);
    await user.click(await screen.findByRole('button', { name: '+ Add New Address' }));
    const save = screen.getByRole('button', { name: 'Save' });
    await fill(user, 'Full name', 'Ravi Kumar');
    await user.type(screen.getByLabelText('Phone'), '98a76-54 3210');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
    await fill(user, 'Address line 1', '4 Janpath');
    expect(screen.getByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await fill(user, 'Pincode', '110001');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Central Delhi'));
    expect(screen.getByLabelText('State')).toHaveValue('Delhi');
    expect(screen.queryByText('Please enter a valid 6-digit pincode')).not.toBeInTheDocument();
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Ravi Kumar', pincode: '110001' })));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({ customerId: CUSTOMER.customerId, deliveryAddress: { fullName: 'Ravi Kumar', pincode: '110001', city: 'Central Delhi', countryCode: '+91' } });
  });

  it("says 'Invalid pincode or no delivery available' and keeps Save disabled for an unknown pincode", async () => {
    const user = userEvent.setup();
    renderPicker([anAddress({ isDefault: true })]);
    await user.click(await screen.findByRole('button', { name: '+ Add New Address' }));
    await fill(user, 'Full name', 'Ravi');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await fill(user, 'Address line 1', 'x');
    await fill(user, 'City', 'Nowhere');
    await fill(user, 'State', 'Nowhere');
    await fill(user, 'Pincode', '999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid pincode or no delivery available');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("shows 'Failed to add address' as an error snackbar when the add fails without a message", async () => {
    const user = userEvent.setup();
    const { store } = renderPicker([], { addFails: true });
    // No address yet: the form opens at once.
    await user.type(await screen.findByLabelText('Full name'), 'Ravi');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await fill(user, 'Address line 1', '4 Janpath');
    await fill(user, 'Pincode', '110001');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.ui.snackbars).toEqual([expect.objectContaining({ message: 'Failed to add address', severity: 'error' })]));
  });

  it("edits an address: sends only the form's fields and keeps its pincode valid", async () => {
    const user = userEvent.setup();
    const home = anAddress({ name: 'Home', isDefault: true });
    const { api } = renderPicker([home]);
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Bangalore');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Bangalore/ })).toBeChecked());
    const [, body] = api.post.mock.calls.find(([path]) => path === ADDRESS_PATHS.update)!;
    expect(body).toEqual({ customerId: CUSTOMER.customerId, addressId: home._id, updatedAddress: expect.not.objectContaining({ _id: expect.anything() }) });
    expect((body.updatedAddress as Address).city).toBe('Bangalore');
  });

  it('closes on Escape and keeps Tab inside the sheet', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPicker([anAddress({ isDefault: true })]);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Confirm Address' });
    screen.getByRole('button', { name: 'Confirm Address' }).focus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
