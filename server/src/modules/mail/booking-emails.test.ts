import {
  bookingCancelledEmail,
  bookingChangedEmail,
  bookingConfirmedEmail,
  bookingVerificationEmail,
  reviewRequestEmail,
  shopBookingCancelledEmail,
  type BookingFacts,
} from './booking-emails';

const facts: BookingFacts = {
  bookingNumber: 'XM-7K2P9Q',
  customerFirstName: 'Ana <b>',
  bikeName: 'Honda Air Blade 125',
  pickupStoreName: 'Hoi An Rides',
  pickupStoreAddress: '12 Tran Phu',
  returnStoreName: 'Da Nang Rides',
  startAt: new Date('2027-03-10T02:00:00Z'),
  endAt: new Date('2027-03-13T02:00:00Z'),
  totalPrice: 1_250_000,
  depositPrice: 2_000_000,
};
const links = {
  verifyUrl: 'http://x.test/verify?token=v1',
  cancelUrl: 'http://x.test/cancel?token=c1',
};

describe('booking e-mails', () => {
  it('ask to confirm with the booking details in local time, the link and the cancel link', () => {
    const mail = bookingVerificationEmail(facts, 'EN', links, 2);
    expect(mail.subject).toBe('Confirm your booking XM-7K2P9Q');
    expect(mail.text).toContain('within 2 hours');
    expect(mail.text).toContain('Pickup: Wed, 10/03/2027, 09:00, Hoi An Rides, 12 Tran Phu');
    expect(mail.text).toContain('Total, in cash at pickup: 1,250,000 ₫');
    expect(mail.text).toContain(`Confirm my booking: ${links.verifyUrl}`);
    expect(mail.text).toContain(`Cancel this booking: ${links.cancelUrl}`);
    expect(mail.html).toContain(`href="${links.verifyUrl}"`);
    expect(mail.html).toContain('Ana &#60;b&#62;');
    expect(mail.html).not.toContain('<b>');
  });

  it('speak Vietnamese with Vietnamese number formats', () => {
    const mail = bookingVerificationEmail(facts, 'VN', links, 2);
    expect(mail.subject).toBe('Xác nhận đặt xe XM-7K2P9Q');
    expect(mail.text).toContain('1.250.000 ₫');
    expect(mail.text).toContain('Huỷ đặt xe này');
  });

  it('say who cancelled, to the traveller and to the shop', () => {
    expect(bookingCancelledEmail(facts, 'EN', 'SHOP').text).toContain(
      'The rental shop cancelled the booking.',
    );
    expect(shopBookingCancelledEmail(facts, 'VN', 'CUSTOMER').text).toContain(
      'Đặt xe đã được huỷ bằng liên kết',
    );
  });

  it('confirm and ask for a review with their own links', () => {
    expect(bookingConfirmedEmail(facts, 'EN', links).text).toContain(links.cancelUrl);
    const review = reviewRequestEmail(facts, 'EN', 'http://x.test/review?token=r1');
    expect(review.subject).toBe('How was your ride with Honda Air Blade 125?');
    expect(review.text).toContain('Review my trip: http://x.test/review?token=r1');
  });

  it('tell of a change by the shop with the add-ons, and name the earlier links without repeating them', () => {
    const addons = [{ name: 'Helmet', quantity: 2 }];
    const confirmed = bookingChangedEmail(facts, 'EN', addons, false);
    expect(confirmed.subject).toBe('Booking XM-7K2P9Q changed by the rental shop');
    expect(confirmed.text).toContain('Add-ons: 2 × Helmet');
    expect(confirmed.text).toContain('Total, in cash at pickup: 1,250,000 ₫');
    expect(confirmed.text).toContain('use the cancellation link in your confirmation e-mail');
    expect(confirmed.text).not.toContain('http');
    const awaiting = bookingChangedEmail(facts, 'VN', [], true);
    expect(awaiting.subject).toBe('Cửa hàng đã thay đổi đặt xe XM-7K2P9Q');
    expect(awaiting.text).toContain('Phụ kiện: Không có');
    expect(awaiting.text).toContain('Đặt xe vẫn cần bạn xác nhận');
    expect(awaiting.text).toContain('1.250.000 ₫');
  });
});
