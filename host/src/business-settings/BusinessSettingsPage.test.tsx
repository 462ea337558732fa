import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError, type BusinessProfile } from 'shared';
import { BUSINESS_SETTINGS_PATHS } from 'shared/constants';
import { GSTIN_MESSAGES } from 'shared/rules';
import { renderAsOwner } from '../testing/render-as-owner';
import { BusinessSettingsPage } from './BusinessSettingsPage';

const PROFILE: BusinessProfile = {
  businessName: 'Kaveri Handlooms & Home',
  logo: null,
  contactPhone: '+91 98450 12345',
  contactEmail: 'hello@kaverihandlooms.in',
  address: { addressLine: '12, Chickpet Main Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560053' },
  gstin: '',
  template: 'e-commerce-catalogue',
  subdomain: 'demo',
  isPremium: true,
};
const answer = (profile: BusinessProfile = PROFILE, message = 'success') => ({ message, data: profile, templates: ['e-commerce-catalogue'] });

function renderPage(options: { isMobile?: boolean } = {}) {
  const go = jest.fn();
  const view = renderAsOwner(<BusinessSettingsPage go={go} />, { route: '/owner/settings', ...options });
  const { client } = view.ownerApi;
  (client.get as jest.Mock).mockImplementation(async (path: string) => (path === BUSINESS_SETTINGS_PATHS.profile ? answer() : { message: 'success' }));
  return { ...view, client, go };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

describe('BusinessSettingsPage', () => {
  it('shows the profile in labelled fields, the plan read-only, and passes axe', async () => {
    const { container } = renderPage();
    expect(await screen.findByLabelText('Business name')).toHaveValue('Kaveri Handlooms & Home');
    expect(field('Phone')).toHaveValue('+91 98450 12345');
    expect(field('Pincode')).toHaveValue('560053');
    expect(field('Template')).toHaveValue('e-commerce-catalogue');
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /premium/i })).toBeNull();
    // jsdom lays nothing out, so contrast is left to the browser check
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('checks a GSTIN and a pincode before sending: errors beside the fields, focus on the first, nothing typed lost', async () => {
    const { client } = renderPage();
    await screen.findByLabelText('Business name');
    await userEvent.type(field('GSTIN'), '29AAGCB7383J1Z5');
    await userEvent.clear(field('Pincode'));
    await userEvent.type(field('Pincode'), '5600');
    await save();
    expect(client.post).not.toHaveBeenCalled();
    expect(field('Pincode')).toHaveAccessibleDescription('Please enter a valid 6-digit pincode.');
    expect(field('GSTIN')).toHaveAccessibleDescription(expect.stringContaining(GSTIN_MESSAGES.checksum));
    expect(field('Pincode')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Pincode')).toHaveFocus();
    expect(field('GSTIN')).toHaveValue('29AAGCB7383J1Z5');
  });

  it('saves the whole profile and says so; a refusal by the server shows beside its field', async () => {
    const { client } = renderPage();
    await screen.findByLabelText('Business name');
    await userEvent.clear(field('Business name'));
    await userEvent.type(field('Business name'), 'Kaveri Weaves');
    client.post.mockRejectedValueOnce(new ApiError(400, 'VALIDATION_ERROR', 'Invalid body: logo: Upload the logo here: it must be an image of this site'));
    await save();
    expect(await screen.findByText('Upload the logo here: it must be an image of this site')).toBeInTheDocument();
    expect(field('Business name')).toHaveValue('Kaveri Weaves');

    client.post.mockResolvedValueOnce(answer({ ...PROFILE, businessName: 'Kaveri Weaves' }, 'Business profile saved'));
    await save();
    expect(await screen.findByText('Business profile saved')).toBeInTheDocument();
    expect(client.post).toHaveBeenLastCalledWith(
      BUSINESS_SETTINGS_PATHS.profile,
      expect.objectContaining({ businessName: 'Kaveri Weaves', address: PROFILE.address, template: 'e-commerce-catalogue' }),
      expect.anything(),
    );
  });

  it('moves the site: refuses a reserved subdomain first, then ends the session here and opens the login at the new address', async () => {
    const { client, store, go } = renderPage({ isMobile: true });
    await screen.findByLabelText('Subdomain');
    const form = screen.getByRole('form', { name: 'Site address' });
    await userEvent.clear(field('Subdomain'));
    await userEvent.type(field('Subdomain'), 'admin');
    await userEvent.click(within(form).getByRole('button', { name: 'Change address' }));
    expect(field('Subdomain')).toHaveAccessibleDescription(expect.stringContaining('reserved'));
    expect(client.post).not.toHaveBeenCalled();

    client.post.mockResolvedValueOnce({ message: 'Your site has moved', subdomain: 'kaveri' });
    await userEvent.clear(field('Subdomain'));
    await userEvent.type(field('Subdomain'), 'Kaveri');
    await userEvent.click(within(form).getByRole('button', { name: 'Change address' }));
    expect(client.post).toHaveBeenCalledWith(BUSINESS_SETTINGS_PATHS.subdomain, { subdomain: 'kaveri' }, expect.anything());
    await waitFor(() => expect(go).toHaveBeenCalled());
    expect(store.owner.isLoggedIn).toBe(false);
    expect(go).toHaveBeenCalledWith('http://kaveri.localhost/owner?next=%2Fowner%2Fsettings');
    expect(screen.getByRole('link', { name: 'Log in at the new address' })).toHaveAttribute('href', 'http://kaveri.localhost/owner?next=%2Fowner%2Fsettings');
  });
});
