import { screen } from '@testing-library/react';
import { renderWithStore } from 'shared/testing';
import { hostMessages } from '../i18n/use-t';
import { renderInHindi } from '../testing/render-in-hindi';
import { ContentNotAvailable } from './ContentNotAvailable';
import { LoadingScreen } from './LoadingScreen';
import { NotFound } from './NotFound';
import { PageError } from './PageError';

const buttons = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('the screens that say why there is no page', () => {
  it('say it in English on an English page', () => {
    renderWithStore(<NotFound />);
    expect(screen.getByRole('heading')).toHaveTextContent('Page not found');
    expect(buttons()).toEqual(['Go Back', 'Home', 'Try Again']);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  describe('in Hindi', () => {
    beforeAll(() => hostMessages.load('hi'));

    it('page not found', async () => {
      await renderInHindi(<NotFound />);
      expect(screen.getByRole('alert')).toHaveTextContent('कनेक्शन में दिक्कत');
      expect(screen.getByRole('heading')).toHaveTextContent('पेज नहीं मिला');
      expect(screen.getByText('आप जो पेज ढूँढ रहे थे, वह हमें नहीं मिला।')).toBeInTheDocument();
      expect(buttons()).toEqual(['वापस जाएँ', 'होम', 'फिर से कोशिश करें']);
      expect(screen.getByRole('link', { name: 'सहायता से संपर्क करें' })).toBeInTheDocument();
    });

    it('a page that failed to load, its message as it came', async () => {
      await renderInHindi(<PageError message="Internal server error" onRetry={() => undefined} />);
      expect(screen.getByRole('heading')).toHaveTextContent('कुछ गड़बड़ हो गई');
      expect(screen.getByText('Internal server error')).toBeInTheDocument();
      expect(buttons()).toEqual(['फिर से कोशिश करें']);
    });

    it('content not available', async () => {
      await renderInHindi(<ContentNotAvailable />);
      expect(screen.getByRole('heading')).toHaveTextContent('सामग्री उपलब्ध नहीं है');
      expect(buttons()).toEqual(['वापस जाएँ', 'पेज रीफ़्रेश करें']);
    });

    it('loading', async () => {
      await renderInHindi(<LoadingScreen />);
      expect(screen.getByRole('status')).toHaveTextContent('लोड हो रहा है...');
    });
  });
});
