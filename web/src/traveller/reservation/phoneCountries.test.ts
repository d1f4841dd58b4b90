import { defaultPhoneRegion, internationalPhone } from './phoneCountries';

describe('internationalPhone', () => {
  it('puts the chosen code before the number and drops the trunk 0', () => {
    expect(internationalPhone('GB', '07700 900123')).toBe('+44 7700 900123');
    expect(internationalPhone('VN', '090-123 4567')).toBe('+84 90 123 4567');
  });

  it('keeps the 0 where it belongs to the number (Italy)', () => {
    expect(internationalPhone('IT', '06 1234 5678')).toBe('+39 06 1234 5678');
  });

  it('keeps a code the visitor typed, with + or 00', () => {
    expect(internationalPhone('VN', '+49 151 2345678')).toBe('+49 151 2345678');
    expect(internationalPhone('VN', '0049 151 2345678')).toBe('+49 151 2345678');
  });
});

describe('defaultPhoneRegion', () => {
  it("takes the region of the phone's language when listed, else Vietnam", () => {
    expect(defaultPhoneRegion(['de-DE', 'en'])).toBe('DE');
    expect(defaultPhoneRegion(['en', 'fr-XX'])).toBe('VN');
    expect(defaultPhoneRegion([])).toBe('VN');
  });
});
