import type { BusinessProfile, SaveBusinessProfileBody } from 'shared';

/** What the form holds: the profile as typed, so nothing typed is lost when a save is refused. */
export interface ProfileForm {
  businessName: string;
  logo: string | null;
  contactPhone: string;
  contactEmail: string;
  addressLine: string;
  city: string;
  state: string;
  pincode: string;
  gstin: string;
  template: string;
}

export type ProfileField = Exclude<keyof ProfileForm, 'template'> | 'template';

/** The path each field has in the save's body (and so in its errors). */
export const FIELD_PATHS: Record<ProfileField, string> = {
  businessName: 'businessName',
  logo: 'logo',
  contactPhone: 'contactPhone',
  contactEmail: 'contactEmail',
  addressLine: 'address.addressLine',
  city: 'address.city',
  state: 'address.state',
  pincode: 'address.pincode',
  gstin: 'gstin',
  template: 'template',
};

export function formOf(profile: BusinessProfile, templates: readonly string[]): ProfileForm {
  const { address } = profile;
  return {
    businessName: profile.businessName,
    logo: profile.logo,
    contactPhone: profile.contactPhone,
    contactEmail: profile.contactEmail,
    addressLine: address.addressLine,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    gstin: profile.gstin,
    template: profile.template ?? templates[0] ?? '',
  };
}

export function bodyOf(form: ProfileForm): SaveBusinessProfileBody {
  return {
    businessName: form.businessName,
    logo: form.logo,
    contactPhone: form.contactPhone,
    contactEmail: form.contactEmail,
    address: { addressLine: form.addressLine, city: form.city, state: form.state, pincode: form.pincode },
    gstin: form.gstin,
    template: form.template as SaveBusinessProfileBody['template'],
  };
}
