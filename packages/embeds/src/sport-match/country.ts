let names: Intl.DisplayNames | undefined;

/** The Dutch name of an ISO 3166-1 alpha-2 country code ('AT' → 'Oostenrijk'); the code if unknown. */
export function countryName(code: string): string {
  try {
    names ??= new Intl.DisplayNames(['nl'], { type: 'region' });
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    // Intl throws a RangeError on codes that are not well-formed.
    return code;
  }
}
