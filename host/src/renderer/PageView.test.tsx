import { screen } from '@testing-library/react';
import { aPage, anAnswer } from 'shared/testing';
import { loadRemoteModule } from '../federation/remote-registry';
import { hostMessages } from '../i18n/use-t';
import { renderInHindi } from '../testing/render-in-hindi';
import { PageView } from './PageView';

jest.mock('../federation/remote-registry', () => ({ ...jest.requireActual<object>('../federation/remote-registry'), loadRemoteModule: jest.fn() }));

describe('PageView in Hindi', () => {
  beforeAll(() => hostMessages.load('hi'));
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('says that the page could not be shown, and Try Again, in Hindi', async () => {
    jest.mocked(loadRemoteModule).mockRejectedValue(new Error('RUNTIME-003'));
    await renderInHindi(<PageView answer={anAnswer(aPage())} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('माफ़ करें, अभी यह पेज नहीं दिखा पा रहे हैं।');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });

  it('says what a template lacks in Hindi', async () => {
    await renderInHindi(<PageView answer={anAnswer(aPage([], { keyValue: 'privacyPolicy', templateId: { slug: 'portfolio-classic' } }))} />);
    expect(screen.getByRole('heading')).toHaveTextContent('गोपनीयता नीति पेज के लिए टेम्पलेट नहीं मिला');
  });
});
