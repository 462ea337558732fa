import { observer } from 'mobx-react-lite';
import { useStore } from 'shared';
import { useAfterHydration } from 'shared/dom';
import { COUNTRY_CODES } from 'shared/rules';
import { useT } from '../i18n/use-t';
import { countryName } from './country-name';
import type { ContactFormStore } from './contact-form-store';
import { fieldIds } from './field-ids';

/**
 * The dial-code picker beside the contact number: about 50 countries, India (+91) first and default.
 * A native select (keyboard, screen readers and phone pickers for free) laid transparent over a short
 * "+91" face, so the closed picker stays narrow while the list still names each country.
 */
export const CountryCodeSelect = observer(function CountryCodeSelect({ form, formId }: { form: ContactFormStore; formId: string }) {
  const t = useT();
  // The server's HTML and the hydrating page name the countries alike (in English); the browser's own
  // names in the page's language follow once live, so Node's and the browser's ICU never have to agree.
  const live = useAfterHydration();
  const { locale } = useStore();
  const ids = fieldIds(formId, 'countryCode');
  const error = form.errors.countryCode;
  return (
    <div className={`sf-country${error ? ' sf-country--invalid' : ''}`}>
      <span className="sf-country__face" aria-hidden="true">
        {form.values.countryCode}
      </span>
      <select
        id={ids.control}
        name="countryCode"
        className="sf-country__select"
        aria-label={t('contact.countryCode')}
        autoComplete="tel-country-code"
        value={form.countryIso}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(e) => form.selectCountry(e.target.value)}
        onBlur={() => form.blur('countryCode')}
      >
        {COUNTRY_CODES.map((country) => (
          <option key={country.iso} value={country.iso}>
            {countryName(live ? locale : 'en', country)} ({country.dialCode})
          </option>
        ))}
      </select>
    </div>
  );
});
