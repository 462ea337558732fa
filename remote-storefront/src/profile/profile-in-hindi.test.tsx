import { act, screen, within } from '@testing-library/react';
import { aPage, anAnswer } from 'shared/testing';
import { renderInHindi } from '../testing/render-in-hindi';
import ProfilePage from './ProfilePage';

const PAGES = [
  { keyValue: 'contact', customRoute: '/contact', title: 'Contact Us' },
  { keyValue: 'privacyPolicy', customRoute: '/privacy-policy', title: 'Privacy Policy' },
];
const page = aPage([], { keyValue: 'account', customRoute: '/account', title: 'My Account' });
const renderPage = (isMobile = true) => renderInHindi(<ProfilePage page={page} answer={{ ...anAnswer(page), pages: PAGES }} />, { isMobile, route: '/account' });

describe('the profile page in Hindi', () => {
  it('invites a visitor to log in in Hindi, with the language menu showing Hindi as chosen', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'प्रोफ़ाइल देखने के लिए लॉगिन करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी लॉगिन करें' })).toHaveAttribute('href', '/chat');
    const menu = screen.getByRole('combobox', { name: 'भाषा' });
    expect(menu).toHaveValue('hi');
    expect(within(menu).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'हिन्दी']);
  });

  it("names the customer's links in Hindi and offers the language menu", async () => {
    const { store } = await renderPage();
    act(() => void store.session.startSession({ customerId: 'c0ffeec0ffeec0ffeec0ffee', name: '', phoneNumber: '9845012345', countryCode: '+91' }, 'token'));
    expect(screen.getByRole('heading', { level: 1, name: 'मेरा खाता' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'खाता' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['मेरे ऑर्डर', 'डिलीवरी पता', 'मदद और सहायता', 'प्राइवेसी पॉलिसी', 'लॉग आउट']);
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  });

  it('says the page is for phones in Hindi on a desktop', async () => {
    await renderPage(false);
    expect(screen.getByText('यह पेज केवल मोबाइल पर उपलब्ध है')).toBeInTheDocument();
  });
});
