/**
 * An amount in words as Indian invoices write it: Indian numbering (thousand, lakh, crore; above 99
 * crore the crores are counted again: "one hundred crore"), rupees and paise, "only" at the end.
 */

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0–99: "seven", "nineteen", "forty", "thirty-four". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

/** A whole number in Indian numbering; 0 is "zero". */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number of rupees: ${n}`);
  if (n === 0) return ONES[0]!;
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores) parts.push(`${indianNumberInWords(crores)} crore`);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  if (lakhs) parts.push(`${belowHundred(lakhs)} lakh`);
  const thousands = Math.floor((n % 100_000) / 1_000);
  if (thousands) parts.push(`${belowHundred(thousands)} thousand`);
  const hundreds = Math.floor((n % 1_000) / 100);
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  const rest = n % 100;
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** "Twelve crore thirty-four lakh … rupees and fifty paise only" for an amount in paise. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const rupeePart = `${indianNumberInWords(rupees)} ${rupees === 1 ? 'rupee' : 'rupees'}`;
  const paisePart = `${indianNumberInWords(cents)} ${cents === 1 ? 'paisa' : 'paise'}`;
  const words = rupees === 0 && cents > 0 ? paisePart : cents > 0 ? `${rupeePart} and ${paisePart}` : rupeePart;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} only`;
}
