/** What the visitor types: the contact form, the address form and the dial-code picker. */
export * from './contact-form';
export * from './address-form';
export * from './country-codes';
export * from './field-errors';
