import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from 'shared';
import { anAddress, renderWithStore } from 'shared/testing';
import { inHindi } from '../i18n/hindi-test-kit';
import { addressServer, LoggedIn } from './address-test-kit';
import AddressPicker from './AddressPicker';

function renderPicker(initial: Address[]) {
  const result = renderWithStore(
    <LoggedIn>
      <AddressPicker open selectedId={null} onConfirm={jest.fn()} onClose={jest.fn()} />
    </LoggedIn>,
    { api: addressServer(initial) },
  );
  return { ...result, user: userEvent.setup() };
}

describe('the address picker and form in Hindi', () => {
  inHindi();

  it("lists the saved addresses in Hindi, an unnamed one by its type's Hindi name", async () => {
    renderPicker([anAddress({ name: 'Home', isDefault: true }), anAddress({ name: '', type: 'work', fullName: 'Asha Rao' })]);
    expect(await screen.findByRole('dialog', { name: 'डिलीवरी का पता चुनें' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Home डिफ़ॉल्ट/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /ऑफ़िस/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Home बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Asha Rao मिटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पता पक्का करें' })).toBeEnabled();
  });

  it("labels the form in Hindi and says the address rule's messages in Hindi", async () => {
    const { user } = renderPicker([]);
    expect(await screen.findByRole('dialog', { name: 'नया पता जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'पते का प्रकार' })).toHaveTextContent('घरऑफ़िसअन्य');
    expect(screen.getByText('कृपया सही 6 अंकों का पिनकोड लिखें')).toBeInTheDocument();
    await user.click(screen.getByLabelText('पूरा नाम'));
    await user.tab();
    expect(screen.getByText('कृपया अपना पूरा नाम लिखें।')).toBeInTheDocument();
    expect(screen.getByText('कृपया अपना पता लिखें।')).toBeInTheDocument();
    expect(screen.getByText('कृपया अपना शहर लिखें।')).toBeInTheDocument();
    for (const label of ['फ़ोन', 'पता (पंक्ति 1)', 'पता (पंक्ति 2)', 'पिनकोड', 'शहर', 'राज्य']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सेव करें' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });

  it('fills city and state from the pincode, and says an unknown pincode in Hindi', async () => {
    const { user } = renderPicker([]);
    await user.click(await screen.findByLabelText('पिनकोड'));
    await user.paste('110001');
    await waitFor(() => expect(screen.getByLabelText('शहर')).toHaveValue('Central Delhi'));
    await user.clear(screen.getByLabelText('पिनकोड'));
    await user.paste('999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('पिनकोड गलत है या वहाँ डिलीवरी नहीं होती');
  });
});
