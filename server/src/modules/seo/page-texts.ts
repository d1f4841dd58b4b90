import type { PageLanguage } from './page-language';

/**
 * The texts of the server's page metadata, in both languages. The product name and the
 * default description are the web app's (`app.name`, `app.description`), so a page says the
 * same before and after the app starts.
 */
export interface PageTexts {
  productName: string;
  description: string;
  landingTitle: string;
  searchTitle(city?: string): string;
  searchDescription(city?: string): string;
  cityTitle(city: string): string;
  cityDescription(city: string): string;
  shopTitle(shop: string, city: string): string;
  shopDescription(shop: string, address: string, city: string): string;
  bikeTitle(bike: string, city: string): string;
  bikeDescription(bike: string, shop: string, city: string, price: string): string;
  offerTitle(percent: number, bike: string, city: string): string;
  offerDescription(shop: string, city: string): string;
  notFoundTitle: string;
  /** Intl locale for prices. */
  locale: string;
}

export const pageTexts: Record<PageLanguage, PageTexts> = {
  en: {
    productName: 'xemay',
    description:
      'Rent a motorbike or scooter from trusted local shops all over Vietnam. Compare prices, book in minutes and pay cash at pickup.',
    landingTitle: 'Motorbike and scooter rental in Vietnam',
    searchTitle: (city) => (city ? `Motorbikes for rent in ${city}` : 'Motorbikes for rent'),
    searchDescription: (city) =>
      `Compare motorbikes and scooters of rental shops${city ? ` in ${city}` : ' in Vietnam'}, with their prices per day.`,
    cityTitle: (city) => `Motorbike rental in ${city}`,
    cityDescription: (city) => `Rental shops, motorbikes and scooters in ${city}.`,
    shopTitle: (shop, city) => `${shop}: motorbike rental in ${city}`,
    shopDescription: (shop, address, city) =>
      `Motorbikes and scooters for rent at ${shop}, ${address}, ${city}.`,
    bikeTitle: (bike, city) => `${bike} for rent in ${city}`,
    bikeDescription: (bike, shop, city, price) =>
      `Rent the ${bike} at ${shop} in ${city} from ${price} a day. Book in minutes, pay cash at pickup.`,
    offerTitle: (percent, bike, city) => `${percent}% off the ${bike} in ${city}`,
    offerDescription: (shop, city) => `A special offer of ${shop} in ${city}, for a limited time.`,
    notFoundTitle: 'Not found',
    locale: 'en-US',
  },
  vn: {
    productName: 'xemay',
    description:
      'Thuê xe máy, xe tay ga từ các cửa hàng uy tín khắp Việt Nam. So sánh giá, đặt xe trong vài phút và trả tiền mặt khi nhận xe.',
    landingTitle: 'Thuê xe máy và xe tay ga tại Việt Nam',
    searchTitle: (city) => (city ? `Xe máy cho thuê tại ${city}` : 'Xe máy cho thuê'),
    searchDescription: (city) =>
      `So sánh xe máy và xe tay ga của các cửa hàng cho thuê tại ${city ?? 'Việt Nam'}, kèm giá theo ngày.`,
    cityTitle: (city) => `Thuê xe máy tại ${city}`,
    cityDescription: (city) => `Cửa hàng cho thuê, xe máy và xe tay ga tại ${city}.`,
    shopTitle: (shop, city) => `${shop}: thuê xe máy tại ${city}`,
    shopDescription: (shop, address, city) =>
      `Xe máy và xe tay ga cho thuê tại ${shop}, ${address}, ${city}.`,
    bikeTitle: (bike, city) => `Thuê ${bike} tại ${city}`,
    bikeDescription: (bike, shop, city, price) =>
      `Thuê ${bike} tại ${shop}, ${city}, từ ${price} một ngày. Đặt xe trong vài phút, trả tiền mặt khi nhận xe.`,
    offerTitle: (percent, bike, city) => `Giảm ${percent}% ${bike} tại ${city}`,
    offerDescription: (shop, city) =>
      `Ưu đãi đặc biệt của ${shop} tại ${city}, trong thời gian có hạn.`,
    notFoundTitle: 'Không tìm thấy',
    locale: 'vi-VN',
  },
};
