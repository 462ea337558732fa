import PageSections, { type PageSectionsProps } from '../sections/PageSections';
import { ContactForm } from './ContactForm';
import { useContactForm } from './use-contact-form';
import './contact.css';

/**
 * The contact-us page (exposed as `storefront/ContactPage`): the page's own sections (the optional
 * Contact Us Header, the cards, 3 columns on desktop and 1 on mobile) and then the 'Send Us a Message' form.
 */
export default function ContactPage({ page, answer }: PageSectionsProps) {
  const form = useContactForm();
  return (
    <div className="sf-contact-page">
      <PageSections page={page} answer={answer} />
      {/* .sf-page gives the form the storefront's colour tokens and focus ring. */}
      <div className="sf-page sf-contact-page__form">
        <ContactForm form={form} />
      </div>
    </div>
  );
}
