/**
 * Calling codes of the countries most travellers in Vietnam come from, by ISO region; the
 * names come from Intl in the visitor's language.
 */
export const phoneCountries: readonly { region: string; dial: string }[] = [
  { region: 'VN', dial: '84' },
  { region: 'AR', dial: '54' },
  { region: 'AT', dial: '43' },
  { region: 'AU', dial: '61' },
  { region: 'BE', dial: '32' },
  { region: 'BR', dial: '55' },
  { region: 'CA', dial: '1' },
  { region: 'CH', dial: '41' },
  { region: 'CN', dial: '86' },
  { region: 'CZ', dial: '420' },
  { region: 'DE', dial: '49' },
  { region: 'DK', dial: '45' },
  { region: 'ES', dial: '34' },
  { region: 'FI', dial: '358' },
  { region: 'FR', dial: '33' },
  { region: 'GB', dial: '44' },
  { region: 'HK', dial: '852' },
  { region: 'ID', dial: '62' },
  { region: 'IE', dial: '353' },
  { region: 'IL', dial: '972' },
  { region: 'IN', dial: '91' },
  { region: 'IT', dial: '39' },
  { region: 'JP', dial: '81' },
  { region: 'KH', dial: '855' },
  { region: 'KR', dial: '82' },
  { region: 'LA', dial: '856' },
  { region: 'MX', dial: '52' },
  { region: 'MY', dial: '60' },
  { region: 'NL', dial: '31' },
  { region: 'NO', dial: '47' },
  { region: 'NZ', dial: '64' },
  { region: 'PH', dial: '63' },
  { region: 'PL', dial: '48' },
  { region: 'PT', dial: '351' },
  { region: 'RU', dial: '7' },
  { region: 'SE', dial: '46' },
  { region: 'SG', dial: '65' },
  { region: 'TH', dial: '66' },
  { region: 'TW', dial: '886' },
  { region: 'US', dial: '1' },
  { region: 'ZA', dial: '27' },
];

/** The phone's region when its language names one we list (en-GB: GB), else Vietnam. */
export function defaultPhoneRegion(
  // The server (web/src/traveller/ssr) has no navigator: Vietnam's, the default.
  languages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? []),
): string {
  for (const tag of languages) {
    const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(tag)?.[1]?.toUpperCase();
    if (region && phoneCountries.some((country) => country.region === region)) return region;
  }
  return 'VN';
}

export function dialOf(region: string): string {
  return phoneCountries.find((country) => country.region === region)?.dial ?? '84';
}

/**
 * The number as the API takes it: `+<code> <digits>`. A number typed with its own `+` or
 * `00` keeps its code; the trunk 0 that many countries dial at home is dropped (not in Italy).
 */
export function internationalPhone(region: string, typed: string): string {
  const cleaned = typed
    .replace(/[^\d+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned.startsWith('+')) return `+${cleaned.slice(1).replace(/\+/g, '').trim()}`;
  if (cleaned.startsWith('00')) return `+${cleaned.slice(2).trim()}`;
  const national = region === 'IT' ? cleaned : cleaned.replace(/^0+\s*/, '');
  return `+${dialOf(region)} ${national}`;
}

/** Digits of the number as typed, without its country code. */
export function phoneDigits(typed: string): number {
  return typed.replace(/\D/g, '').length;
}
