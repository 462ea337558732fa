import { screen, within } from '@testing-library/react';
import { aSection, renderWithStore } from 'shared/testing';
import { hostMessages } from '../i18n/use-t';
import { renderInHindi } from '../testing/render-in-hindi';
import { DesktopFooter } from './DesktopFooter';

const footer = aSection('Footer', [
  { key: 'Description', value: 'Handwoven in Bengaluru' },
  { key: 'Quick Links', value: 'Shop', url: '/products', allowToAddMultiple: true },
  { key: 'Services', value: 'Privacy Policy', url: '/privacy-policy', allowToAddMultiple: true },
  { key: 'Contact - Phone', value: '+91 98450 12345' },
  { key: 'Payment Method', value: 'UPI', allowToAddMultiple: true },
  { key: 'Payment Method', value: 'Cards', allowToAddMultiple: true },
]);

describe('DesktopFooter', () => {
  it('heads its columns and names the payment methods', () => {
    renderWithStore(<DesktopFooter section={footer} logo={null} />);
    const info = screen.getByRole('contentinfo');
    expect(within(info).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Quick Links', 'Legal', 'Contact Info']);
    expect(info).toHaveTextContent('We accept: UPI, Cards');
  });

  it('says its own words in Hindi and the business’s as written', async () => {
    await hostMessages.load('hi');
    await renderInHindi(<DesktopFooter section={footer} logo={null} />);
    const info = screen.getByRole('contentinfo');
    expect(within(info).getAllByRole('heading').map((h) => h.textContent)).toEqual(['उपयोगी लिंक', 'नीतियाँ', 'संपर्क जानकारी']);
    expect(within(info).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(info).toHaveTextContent('हम स्वीकार करते हैं: UPI, Cards');
  });
});
