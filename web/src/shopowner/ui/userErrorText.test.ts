import { createIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { ownerErrorTexts, userErrorText } from './userErrorText';

const en = createIntl({ locale: 'en', messages: messages.en });
const vn = createIntl({ locale: 'vi', messages: messages.vn });

const overlap = {
  code: 'INVALID',
  field: 'store_schedule.tue.1',
  message: 'Overlaps 08:00-12:00 of the same day',
};

describe('userErrorText', () => {
  it("gives an English owner the API's own words", () => {
    expect(userErrorText(en, overlap)).toBe('Overlaps 08:00-12:00 of the same day');
  });

  it('gives a Vietnamese owner a text per code and field, with the limit in the message', () => {
    expect(userErrorText(vn, overlap)).toBe(
      'Khung giờ này trùng với một khung giờ khác trong cùng ngày: hãy đổi giờ để chúng không chồng lên nhau.',
    );
    expect(
      userErrorText(vn, { code: 'TOO_LONG', field: 'name', message: 'Use at most 100 characters' }),
    ).toBe('Hãy dùng tối đa 100 ký tự.');
    expect(userErrorText(vn, { code: 'TOO_LONG', field: 'name', message: 'Too long' })).toBe(
      'Nội dung quá dài: hãy rút ngắn.',
    );
    expect(userErrorText(vn, { code: 'SOMETHING_NEW', message: 'Unheard of' })).toBe(
      'Yêu cầu không được chấp nhận: hãy kiểm tra thông tin đã nhập và thử lại.',
    );
  });

  it("takes a screen's own text for a code", () => {
    const inUse = { code: 'IN_USE', field: 'id', message: '3 booking(s) of this bike are running' };
    expect(userErrorText(vn, inUse, { IN_USE: ownerErrorTexts.bikeInUse })).toMatch(/^Có 3 đơn/);
    expect(userErrorText(vn, inUse)).toMatch(/^Vẫn còn đơn đặt xe/);
  });
});
