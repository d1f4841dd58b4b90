import { errorMessages, mapUserErrors } from './reservationErrors';

describe('mapUserErrors', () => {
  it('puts field errors beside their fields, in REST or GraphQL names', () => {
    const { fields, problems } = mapUserErrors(
      [
        { field: 'user.email', code: 'INVALID', message: 'Give a valid e-mail address' },
        { field: 'customer.firstName', code: 'REQUIRED', message: 'Give a name' },
        { field: 'accessories.0.quantity', code: 'OUT_OF_RANGE', message: 'Give 1 to 2' },
        { field: 'terms_accepted', code: 'INVALID', message: 'Accept' },
      ],
      false,
    );
    expect(fields).toEqual({
      email: { message: errorMessages.emailInvalid },
      firstName: { message: errorMessages.firstNameRequired },
      addons: { message: errorMessages.addons },
      terms: { message: errorMessages.terms },
    });
    expect(problems).toEqual([]);
  });

  it('makes problems of the trip, once each, with their own words', () => {
    const { problems } = mapUserErrors(
      [
        { field: 'bike_id', code: 'BIKE_UNAVAILABLE', message: 'No unit' },
        { field: 'hold_token', code: 'INVALID_STATE', message: 'Ended' },
        { field: 'date_start_travel', code: 'OUT_OF_RANGE', message: 'Window' },
        { field: 'date_end_travel', code: 'OUT_OF_RANGE', message: 'Window' },
        { field: null, code: 'INVALID', message: 'Something' },
      ],
      true,
    );
    expect(problems.map((p) => p.key)).toEqual(['unavailable', 'hold', 'offerDates', 'generic']);
  });
});
