import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, anAnswer, fakeApi } from 'shared/testing';
import { renderInHindi } from '../testing/render-in-hindi';
import ContactPage from './ContactPage';

describe('the contact form in Hindi', () => {
  it('labels the fields and says the shared rules’ errors in Hindi, the countries named by the browser', async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = jest.fn();
    const page = aPage([], { keyValue: 'contact', customRoute: '/contact' });
    await renderInHindi(<ContactPage page={page} answer={anAnswer(page)} />, { api: fakeApi() });
    const form = screen.getByRole('form', { name: 'हमें संदेश भेजें' });
    expect(within(form).getByRole('textbox', { name: /^नाम/ })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: /^विषय/ })).toHaveAccessibleName('विषय (वैकल्पिक)');
    const picker = within(form).getByRole('combobox', { name: 'देश का कोड' });
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent(new Intl.DisplayNames(['hi-IN'], { type: 'region' }).of('IN') as string);

    await user.type(within(form).getByRole('textbox', { name: /^मोबाइल नंबर/ }), '123');
    await user.click(within(form).getByRole('button', { name: 'संदेश भेजें' }));
    expect(within(form).getByText('नाम ज़रूरी है')).toBeInTheDocument();
    expect(within(form).getByText('मोबाइल नंबर कम से कम 7 अंकों का हो')).toBeInTheDocument();
    expect(within(form).getByText('संदेश ज़रूरी है')).toBeInTheDocument();
  });
});
