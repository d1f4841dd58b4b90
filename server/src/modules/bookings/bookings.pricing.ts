import { newPricePerDay } from '../offers/offers.service';

/** One priced add-on of a booking, as its order item stores it. */
export interface PricedLine {
  addonId: number;
  name: string;
  quantity: number;
  pricePerDay: number;
  oneTimePrice: number;
  total: number;
}

export interface PriceBreakdown {
  /** The regular price per day: the shop bike's (its shop exception) or the offer's regular price. */
  pricePerDay: number;
  rentalDays: number;
  /** pricePerDay x rentalDays. */
  bikeCost: number;
  /** What the offer takes off the bike cost. */
  discountAmount: number;
  addonsCost: number;
  lines: PricedLine[];
  transferCost: number;
  bagsCost: number;
  totalPrice: number;
  /** Paid at pickup; never part of the total. */
  depositPrice: number;
}

export interface PricingFacts {
  rentalDays: number;
  regularPricePerDay: number;
  offer: { regularPricePerDay: number; percentDiscount: number } | null;
  shopAddons: {
    addonId: number;
    name: string;
    quantity: number;
    pricePerDay: number;
    oneTimePrice: number;
  }[];
  /** Add-ons that come with an offer: their price is for the whole rental. */
  offerAddons: { addonId: number; name: string; quantity: number; price: number }[];
  transferPrice: number;
  bagCount: number;
  costPerBag: number;
  depositPrice: number;
}

/** DESIGN.md section 3: days x price per day (after the offer's discount) + add-ons + transfer + bags. */
export function priceBooking(facts: PricingFacts): PriceBreakdown {
  const days = facts.rentalDays;
  const pricePerDay = facts.offer ? facts.offer.regularPricePerDay : facts.regularPricePerDay;
  const bikeCost = pricePerDay * days;
  const discountAmount = facts.offer ? bikeCost - newPricePerDay(facts.offer) * days : 0;
  const lines: PricedLine[] = [
    ...facts.offerAddons.map((addon) => ({
      addonId: addon.addonId,
      name: addon.name,
      quantity: addon.quantity,
      pricePerDay: 0,
      oneTimePrice: addon.price,
      total: addon.price,
    })),
    ...facts.shopAddons.map((addon) => ({
      ...addon,
      total: (addon.pricePerDay * days + addon.oneTimePrice) * addon.quantity,
    })),
  ];
  const addonsCost = lines.reduce((sum, line) => sum + line.total, 0);
  const bagsCost = facts.bagCount * facts.costPerBag;
  return {
    pricePerDay,
    rentalDays: days,
    bikeCost,
    discountAmount,
    addonsCost,
    lines,
    transferCost: facts.transferPrice,
    bagsCost,
    totalPrice: bikeCost - discountAmount + addonsCost + facts.transferPrice + bagsCost,
    depositPrice: facts.depositPrice,
  };
}
