import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLocale } from '../i18n/choose-locale';
import { LanguageChoice } from './LanguageChoice';

jest.mock('../i18n/choose-locale', () => ({ chooseLocale: jest.fn() }));

describe('LanguageChoice', () => {
  it('names each language in itself and shows the page language as chosen', () => {
    render(<LanguageChoice locale="en" />);
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect(menu).toHaveValue('en');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'हिन्दी']);
  });

  it('switches to the language chosen', async () => {
    render(<LanguageChoice locale="en" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    expect(chooseLocale).toHaveBeenCalledWith('hi');
  });
});
