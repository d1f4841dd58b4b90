// The special offers' side of the owner browser tests (issue 21): a fresh owner's shop and bike
// made through the API (as web/e2e/longValues.ts does for owner2), and the wizard's texts.
import type { Page } from 'playwright-core';
import { graphql } from './browser';
import { apiSession, createOwnerShop, newOwner } from './owner';
import { addDays, vietnamToday } from './traveller';

export interface OwnerWithBike {
  username: string;
  password: string;
  shopName: string;
  bikeName: string;
}

/**
 * A new owner with an online shop in Quy Nhơn and one bike there, made through the API. Signing
 * in takes over the account's language, so it is set to the test's.
 */
export async function ownerWithShopAndBike(
  label: string,
  language: 'en' | 'vn' = 'en',
): Promise<OwnerWithBike> {
  const owner = await newOwner(label);
  const token = await apiSession(owner.username, owner.password);
  await graphql(
    `
      mutation Language($input: SetMyLanguageInput!) {
        setMyLanguage(input: $input) {
          userErrors {
            message
          }
        }
      }
    `,
    { input: { language: language === 'vn' ? 'VN' : 'EN' } },
    token,
  );
  const stamp = owner.username.slice(-6);
  const shopName = `Offers Shop ${stamp}`;
  const bikeName = `Honda Wave Offer ${stamp}`;
  await createOwnerShop(token, {
    name: shopName,
    bike: { name: bikeName, defaultPrice: 200_000, depositPrice: 1_000_000 },
  });
  return { username: owner.username, password: owner.password, shopName, bikeName };
}

export interface OfferTexts {
  list: string;
  create: string;
  newTitle: string;
  step: (n: number) => string;
  next: string;
  save: string;
  bike: string;
  earliest: string;
  latest: string;
  returnBy: string;
  until: string;
  maxDays: RegExp;
  date: string;
  time: string;
  discount: RegExp;
  online: string;
  link: string;
  copy: string;
  copied: string;
  notFound: string;
}

export const offerTexts: Record<'en' | 'vn', OfferTexts> = {
  en: {
    list: 'Special offers',
    create: 'Create an offer',
    newTitle: 'New special offer',
    step: (n) => `Step ${n} of 6`,
    next: 'Next',
    save: 'Save offer',
    bike: 'Motorbike',
    earliest: 'Earliest pickup',
    latest: 'Latest pickup',
    returnBy: 'Return at the latest',
    until: 'Bookable until',
    maxDays: /^Maximum rental duration/,
    date: 'Date',
    time: 'Time',
    discount: /^Discount/,
    online: 'Online',
    link: 'Link to the offer',
    copy: 'Copy link',
    copied: 'Link copied.',
    notFound: 'Not found',
  },
  vn: {
    list: 'Ưu đãi đặc biệt',
    create: 'Tạo ưu đãi',
    newTitle: 'Ưu đãi đặc biệt mới',
    step: (n) => `Bước ${n} trên 6`,
    next: 'Tiếp tục',
    save: 'Lưu ưu đãi',
    bike: 'Xe máy',
    earliest: 'Nhận xe sớm nhất',
    latest: 'Nhận xe muộn nhất',
    returnBy: 'Trả xe muộn nhất',
    until: 'Đặt được đến',
    maxDays: /^Thời gian thuê tối đa/,
    date: 'Ngày',
    time: 'Giờ',
    discount: /^Giảm giá/,
    online: 'Hiển thị',
    link: 'Liên kết đến ưu đãi',
    copy: 'Sao chép liên kết',
    copied: 'Đã sao chép liên kết.',
    notFound: 'Không tìm thấy',
  },
};

/** Fills one date-and-time group of the rental details step. */
export async function fillMoment(
  page: Page,
  t: OfferTexts,
  legend: string,
  date: string,
  time: string,
): Promise<void> {
  const group = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel(t.date, { exact: true }).fill(date);
  await group.getByRole('combobox', { name: t.time, exact: true }).selectOption(time);
}

/** Offer dates a few days ahead, in Vietnam. */
export function offerDates() {
  const today = vietnamToday();
  return {
    earliest: addDays(today, 3),
    latest: addDays(today, 5),
    returnBy: addDays(today, 8),
    until: addDays(today, 4),
  };
}
