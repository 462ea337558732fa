import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared';
import { API_PATHS } from 'shared/constants';
import { CONTACT_FORM_RESET_MS } from 'shared/rules';
import { aPage, anAnswer, deferred, fakeApi, renderWithStore } from 'shared/testing';
import ContactPage from './ContactPage';

type Post = (path: string, body: unknown) => unknown;

function renderForm(post: Post = () => ({ message: 'success' }), isMobile = false) {
  const api = Object.assign(fakeApi(), { post: jest.fn(async (path: string, body: unknown) => post(path, body)) });
  const page = aPage([], { keyValue: 'contact', customRoute: '/contact' });
  const result = renderWithStore(<ContactPage page={page} answer={anAnswer(page)} />, { api, isMobile });
  return { ...result, post: api.post };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input, textarea, select' });
const submit = () => screen.getByRole('button', { name: 'Send Message' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Asha Rao');
  await user.type(field('Email'), 'asha@example.in');
  await user.type(field('Contact Number'), '9876543210');
  await user.type(field('Subject'), 'Bulk order');
  await user.type(field('Message'), 'Do you ship silk sarees to Pune?');
}

describe('the Send Us a Message form', () => {
  let scrollIntoView: jest.Mock;
  beforeEach(() => {
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => jest.useRealTimers());

  it('labels every field, marks the required ones and starts with +91 and 0/1000', () => {
    renderForm();
    const form = screen.getByRole('form', { name: 'Send Us a Message' });
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: /^Email/ })).not.toBeRequired();
    expect(within(form).getByRole('textbox', { name: /^Contact Number/ })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: /^Subject/ })).not.toBeRequired();
    expect(within(form).getByRole('textbox', { name: /^Message/ })).toBeRequired();
    const picker = within(form).getByRole('combobox', { name: 'Country code' });
    expect(picker).toHaveDisplayValue('India (+91)');
    expect(within(picker).getAllByRole('option').length).toBeGreaterThanOrEqual(50);
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    expect(field('Message')).toHaveAccessibleDescription('Characters used: 0/1000');
  });

  it.each([
    ['Name', '', 'Name is required'],
    ['Name', 'A', 'Name must be at least 2 characters long'],
    ['Name', 'Asha 2', 'Name can only contain letters and spaces'],
    ['Email', 'asha@example', 'Please enter a valid email address'],
    ['Contact Number', '', 'Contact number is required'],
    ['Contact Number', '123456', 'Contact number must be at least 7 digits'],
    ['Subject', 'Hi', 'Subject must be at least 5 characters long'],
    ['Message', '', 'Message is required'],
    ['Message', 'Too short', 'Message must be at least 10 characters long'],
  ])('on leaving %s with %p shows %p, tied to the field', async (label, typed, message) => {
    const user = userEvent.setup();
    renderForm();
    const control = field(label);
    await user.click(control);
    if (typed) await user.type(control, typed);
    await user.tab();
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("shows 'Message cannot exceed 1000 characters' past 1000, with the counter over", async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(field('Message'));
    await user.paste('x'.repeat(1001));
    await user.tab();
    expect(screen.getByText('Message cannot exceed 1000 characters')).toBeInTheDocument();
    expect(screen.getByText('1001/1000')).toHaveClass('sf-field__counter--over');
  });

  it('clears an error once the field is fixed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(field('Name'));
    await user.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.type(field('Name'), 'Asha');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps digits only in the contact number and stops at 15', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Contact Number'), '+91 98765-43210 ext 123456');
    expect(field('Contact Number')).toHaveValue('919876543210123');
  });

  it('on an empty submit shows every required error, scrolls to the first and focuses it, and sends nothing', async () => {
    const user = userEvent.setup();
    const { post } = renderForm();
    await user.click(submit());
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Contact number is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(field('Name')).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(field('Name'));
    expect(post).not.toHaveBeenCalled();
  });

  it('goes to the first broken field in form order', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Name'), 'Asha');
    await user.type(field('Contact Number'), '98765');
    await user.click(submit());
    expect(field('Contact Number')).toHaveFocus();
    expect(screen.getByText('Contact number must be at least 7 digits')).toBeInTheDocument();
  });

  it('sends the form with the chosen dial code and the site, shows Sending… meanwhile, then the success note', async () => {
    const answer = deferred<unknown>();
    const user = userEvent.setup();
    const { post } = renderForm(() => answer.promise);
    await fillValid(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'United Kingdom (+44)');
    await user.click(submit());
    expect(post).toHaveBeenCalledWith(
      API_PATHS.contactUs,
      {
        name: 'Asha Rao',
        email: 'asha@example.in',
        countryCode: '+44',
        contact: '9876543210',
        subject: 'Bulk order',
        message: 'Do you ship silk sarees to Pune?',
        subdomain: 'demo',
      },
      expect.anything(),
    );
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer.resolve({ message: 'success' }));
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent('Message Sent Successfully!');
    expect(note).toHaveTextContent("Thank you for contacting us. We'll get back to you within 24 hours.");
    expect(note).toHaveFocus();
  });

  it('clears the form about 2 s after a success, keeping the note until the visitor types again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await fillValid(user);
    await user.click(submit());
    await screen.findByText('Message Sent Successfully!');
    expect(field('Name')).toHaveValue('Asha Rao');
    expect(field('Name')).toBeDisabled();
    act(() => jest.advanceTimersByTime(CONTACT_FORM_RESET_MS));
    for (const label of ['Name', 'Email', 'Contact Number', 'Subject', 'Message']) expect(field(label)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('India (+91)');
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    expect(field('Name')).toBeEnabled();
    expect(screen.getByText('Message Sent Successfully!')).toBeInTheDocument();
    await user.type(field('Name'), 'R');
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
  });

  it("shows 'Failed to send message. Please try again.' when the send fails, keeping the fields", async () => {
    const user = userEvent.setup();
    renderForm(() => {
      throw new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
    });
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send message. Please try again.');
    expect(alert).not.toHaveTextContent('Internal server error');
    expect(field('Name')).toHaveValue('Asha Rao');
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  it('adds the reason of a rate limit to the failure', async () => {
    const user = userEvent.setup();
    renderForm(() => {
      throw new ApiError(429, 'RATE_LIMITED', 'Too many messages sent. Please try again in 10 minutes.');
    });
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send message. Please try again.');
    expect(alert).toHaveTextContent('Too many messages sent. Please try again in 10 minutes.');
  });

  it('can send again after a failure', async () => {
    let calls = 0;
    const user = userEvent.setup();
    renderForm(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return { message: 'success' };
    });
    await fillValid(user);
    await user.click(submit());
    await screen.findByRole('alert');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Message Sent Successfully!'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
