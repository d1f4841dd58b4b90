/** The server's settings as the shell's tests answer them. */
export const shellSettingsAnswer = {
  data: {
    appSettings: {
      __typename: 'AppSettings',
      whatsappUrl: 'https://wa.me/84901234567',
      whatsappNumber: '+84 90 123 4567',
      contactEmail: 'hello@xemay.vn',
      legalNotice: {
        __typename: 'LegalNotice',
        company: 'Example Rentals Co., Ltd.',
        address: '1 Example Street, Hội An, Vietnam',
        registration: 'Enterprise code 4000000001',
        representative: null,
      },
      team: [
        {
          __typename: 'TeamMember',
          role: 'FOUNDER',
          name: 'Mai Phạm',
          bio: { __typename: 'LocalizedText', en: 'Rents bikes in Huế.', vn: 'Cho thuê xe ở Huế.' },
        },
        { __typename: 'TeamMember', role: 'COFOUNDER', name: 'Sam Lee', bio: null },
      ],
    },
  },
};

/** Euro and dollar rates (VND per unit). */
export const currencyRatesAnswer = {
  data: {
    currencyRates: {
      __typename: 'CurrencyRateConnection',
      nodes: [
        { __typename: 'CurrencyRate', code: 'EUR', rate: 30000 },
        { __typename: 'CurrencyRate', code: 'USD', rate: 25000 },
      ],
    },
  },
};
