import { useEffect, useState } from 'react';
import { useStore } from 'shared';
import { ContactFormStore } from './contact-form-store';
import { siteSubdomain } from './site-subdomain';

/** One contact form per mounted page, sending through the shared API client; its reset timer ends with it. */
export function useContactForm(): ContactFormStore {
  const root = useStore();
  const [form] = useState(() => new ContactFormStore(root.api, siteSubdomain(root.getHostname())));
  useEffect(() => () => form.dispose(), [form]);
  return form;
}
