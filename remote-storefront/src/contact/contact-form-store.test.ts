import { ApiError, type ApiClient } from 'shared';
import { API_PATHS } from 'shared/constants';
import { CONTACT_FORM_MESSAGES as M, CONTACT_FORM_RESET_MS } from 'shared/rules';
import { CONTACT_SEND_FAILED, ContactFormStore } from './contact-form-store';

type Post = (path: string, body: unknown) => Promise<unknown>;

function aForm(post: Post = async () => ({ message: 'success' })) {
  const api = { post: jest.fn(post) };
  const form = new ContactFormStore(api as unknown as ApiClient, 'demo');
  return { form, post: api.post };
}

function fillValid(form: ContactFormStore) {
  form.setField('name', 'Asha Rao');
  form.setField('email', 'asha@example.in');
  form.setField('contact', '9876543210');
  form.setField('subject', 'Bulk order');
  form.setField('message', 'Do you ship silk sarees to Pune?');
}

describe('ContactFormStore', () => {
  afterEach(() => jest.useRealTimers());

  it('starts idle and empty, with +91 (India) picked', () => {
    const { form } = aForm();
    expect(form.status).toBe('idle');
    expect(form.values).toEqual({ name: '', email: '', countryCode: '+91', contact: '', subject: '', message: '' });
    expect(form.countryIso).toBe('IN');
  });

  it('keeps digits only in the contact field and stops at 15', () => {
    const { form } = aForm();
    form.setField('contact', '+91 (98765) 43-210');
    expect(form.values.contact).toBe('919876543210');
    form.setField('contact', '12345678901234567890');
    expect(form.values.contact).toBe('123456789012345');
  });

  it('checks a field on blur, and re-checks a shown error while it is fixed', () => {
    const { form } = aForm();
    form.blur('name');
    expect(form.errors.name).toBe(M.nameRequired);
    form.setField('name', 'A');
    expect(form.errors.name).toBe(M.nameTooShort);
    form.setField('name', 'Asha');
    expect(form.errors.name).toBeUndefined();
    // a field without a shown error is not checked while typing
    form.setField('email', 'asha@');
    expect(form.errors.email).toBeUndefined();
    form.blur('email');
    expect(form.errors.email).toBe(M.emailInvalid);
  });

  it('picks a country by ISO code and submits its dial code (+1 is shared)', () => {
    const { form } = aForm();
    form.selectCountry('CA');
    expect(form.values.countryCode).toBe('+1');
    expect(form.countryIso).toBe('CA');
    form.selectCountry('XX');
    expect(form.countryIso).toBe('CA');
  });

  it('on submit checks every field and answers the first broken one in form order, sending nothing', () => {
    const { form, post } = aForm();
    form.setField('contact', '123');
    expect(form.submit()).toBe('name');
    expect(form.errors).toEqual({ name: M.nameRequired, contact: M.contactTooShort, message: M.messageRequired });
    form.setField('name', 'Asha');
    expect(form.submit()).toBe('contact');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the trimmed fields with the subdomain, then is sent; the fields clear 2 s later', async () => {
    jest.useFakeTimers();
    const { form, post } = aForm();
    fillValid(form);
    form.setField('name', '  Asha Rao ');
    form.selectCountry('AE');
    expect(form.submit()).toBeNull();
    expect(form.status).toBe('sending');
    expect(form.locked).toBe(true);
    expect(post).toHaveBeenCalledWith(
      API_PATHS.contactUs,
      {
        name: 'Asha Rao',
        email: 'asha@example.in',
        countryCode: '+971',
        contact: '9876543210',
        subject: 'Bulk order',
        message: 'Do you ship silk sarees to Pune?',
        subdomain: 'demo',
      },
      expect.anything(),
    );
    await form.sending;
    expect(form.status).toBe('sent');
    expect(form.clearing).toBe(true);
    form.setField('name', 'ignored while clearing');
    expect(form.values.name).toBe('  Asha Rao ');

    jest.advanceTimersByTime(CONTACT_FORM_RESET_MS - 1);
    expect(form.values.name).toBe('  Asha Rao ');
    jest.advanceTimersByTime(1);
    expect(form.values).toEqual({ name: '', email: '', countryCode: '+91', contact: '', subject: '', message: '' });
    expect(form.countryIso).toBe('IN');
    expect(form.clearing).toBe(false);
    // the success note stays until the visitor starts again
    expect(form.status).toBe('sent');
    form.setField('name', 'R');
    expect(form.status).toBe('idle');
  });

  it('ignores a second submit while sending', async () => {
    const { form, post } = aForm();
    fillValid(form);
    form.submit();
    form.submit();
    await form.sending;
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('fails into the error state, keeping what was typed, and hides an unhelpful server message', async () => {
    const { form } = aForm(async () => {
      throw new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
    });
    fillValid(form);
    form.submit();
    await form.sending;
    expect(form.status).toBe('error');
    expect(form.failureDetail).toBeNull();
    expect(form.values.name).toBe('Asha Rao');
    expect(CONTACT_SEND_FAILED).toBe('Failed to send message. Please try again.');
  });

  it('keeps the server message of a rate limit (429) to show beside the failure', async () => {
    const { form } = aForm(async () => {
      throw new ApiError(429, 'RATE_LIMITED', 'Too many messages sent. Please try again in 10 minutes.');
    });
    fillValid(form);
    form.submit();
    await form.sending;
    expect(form.failureDetail).toBe('Too many messages sent. Please try again in 10 minutes.');
    form.setField('message', 'Do you ship silk sarees to Chennai?');
    expect(form.status).toBe('idle');
    expect(form.failureDetail).toBeNull();
  });

  it('fails on a network error too, and can send again', async () => {
    let calls = 0;
    const { form } = aForm(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return { message: 'success' };
    });
    fillValid(form);
    form.submit();
    await form.sending;
    expect(form.status).toBe('error');
    form.submit();
    await form.sending;
    expect(form.status).toBe('sent');
    form.dispose();
  });
});
