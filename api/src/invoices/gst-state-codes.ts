/** GST state codes (the first two digits of a GSTIN), as the GST portal lists them. */
const STATE_CODES: Record<string, string> = {
  'jammu and kashmir': '01',
  'himachal pradesh': '02',
  punjab: '03',
  chandigarh: '04',
  uttarakhand: '05',
  haryana: '06',
  delhi: '07',
  rajasthan: '08',
  'uttar pradesh': '09',
  bihar: '10',
  sikkim: '11',
  'arunachal pradesh': '12',
  nagaland: '13',
  manipur: '14',
  mizoram: '15',
  tripura: '16',
  meghalaya: '17',
  assam: '18',
  'west bengal': '19',
  jharkhand: '20',
  odisha: '21',
  chhattisgarh: '22',
  'madhya pradesh': '23',
  gujarat: '24',
  'dadra and nagar haveli and daman and diu': '26',
  maharashtra: '27',
  karnataka: '29',
  goa: '30',
  lakshadweep: '31',
  kerala: '32',
  'tamil nadu': '33',
  puducherry: '34',
  'andaman and nicobar islands': '35',
  telangana: '36',
  'andhra pradesh': '37',
  ladakh: '38',
};

const ALIASES: Record<string, string> = { 'nct of delhi': 'delhi', orissa: 'odisha', pondicherry: 'puducherry', 'jammu & kashmir': 'jammu and kashmir' };

const normalise = (state: string) => state.trim().replace(/\s+/g, ' ').toLowerCase();

/** The GST code of a state's name ('Karnataka' → '29'), or null for a name not on the list. */
export function gstStateCode(state: string): string | null {
  const name = normalise(state);
  return STATE_CODES[ALIASES[name] ?? name] ?? null;
}

/** The state's name of a GST code, in title case ('29' → 'Karnataka'), or null. */
export function gstStateName(code: string): string | null {
  const name = Object.entries(STATE_CODES).find(([, c]) => c === code)?.[0];
  return name ? name.replace(/\b(\w)(\w*)/g, (_, first: string, rest: string) => (['and'].includes(first + rest) ? first + rest : first.toUpperCase() + rest)) : null;
}

/** "Karnataka (29)", or the name alone when its code is unknown. */
export function stateWithCode(state: string): string {
  const code = gstStateCode(state);
  return code ? `${state.trim()} (${code})` : state.trim();
}
