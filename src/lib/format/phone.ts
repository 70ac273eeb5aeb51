/**
 * An Indonesian phone number written once in the site config, and the three
 * forms the site needs derived from it.
 */
export interface PhoneForms {
  /** +62 812-3456-7890: shown to people. */
  display: string;
  /** +6281234567890: for tel: links. */
  tel: string;
  /** 6281234567890: for wa.me links, which take digits only. */
  wa: string;
}

const separators = /[\s\-.()]/g;
// After the country code: no leading zero, 8 to 12 digits (landlines and mobiles).
const nationalNumber = /^[1-9]\d{7,11}$/;

/**
 * Returns the number as international digits (62…), or null when it is not an
 * unambiguous Indonesian number. A leading 0 is the domestic form of +62.
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.trim().replace(separators, "");
  let national: string;
  if (compact.startsWith("+62")) national = compact.slice(3);
  else if (compact.startsWith("62")) national = compact.slice(2);
  else if (compact.startsWith("0")) national = compact.slice(1);
  else return null;
  return nationalNumber.test(national) ? `62${national}` : null;
}

export function phoneForms(raw: string): PhoneForms {
  const wa = normalizePhone(raw);
  // The build validates the config first, so this only guards direct misuse.
  if (!wa) throw new Error(`Not an Indonesian phone number: ${raw}`);
  const national = wa.slice(2);
  const groups = [national.slice(0, 3), national.slice(3, 7), national.slice(7)].filter(Boolean);
  return { display: `+62 ${groups.join("-")}`, tel: `+${wa}`, wa };
}
