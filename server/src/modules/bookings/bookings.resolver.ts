import { DateTimeResolver } from 'graphql-scalars';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../graphql/access';
import {
  ConnectionArgs,
  connectionComplexity,
  paginate,
  rowsSource,
} from '../../graphql/connection';
import type { GraphQLContext } from '../../graphql/context';
import { databaseIdOf } from '../../graphql/global-id';
import type { PublicBikeRow } from '../public-stores/public-stores.service';
import { PublicBike } from '../public-stores/public-stores.types';
import type { BookingRequest } from './booking-plan';
import { bookingFields as f } from './booking-rules';
import { awaitsVerification, nextResendAt, type BookingView } from './bookings.service';
import {
  Booking,
  BookingPayload,
  BookingQuoteInput,
  BookingQuotePayload,
  BookingTokenInput,
  CreateBookingInput,
  ResendBookingVerificationInput,
} from './bookings.types';
import type { PublicOfferView } from './offer-holds.service';
import {
  OpenSpecialOfferInput,
  OpenSpecialOfferPayload,
  SpecialOffer,
  SpecialOfferConnection,
} from './offer-holds.types';

/** GraphQL input to the service's request: global ids to database ids, errors named as in REST. */
function requestOf(input: BookingQuoteInput): BookingRequest {
  const id = (value: string | null | undefined, type: string, field: string) =>
    value ? databaseIdOf(value, type, field) : null;
  return {
    shopBikeId: databaseIdOf(input.shopBikeId, 'ShopBike', f.shopBikeId),
    startAt: input.startAt,
    endAt: input.endAt,
    returnStoreId: id(input.returnStoreId, 'Store', f.returnStoreId),
    storeTransferId: id(input.storeTransferId, 'StoreTransfer', f.storeTransferId),
    offerId: id(input.offerId, 'Offer', f.offerId),
    accessories: input.addons?.map((addon, index) => ({
      addonId: databaseIdOf(addon.addonId, 'Addon', `${f.accessories}.${index}.id`),
      quantity: addon.quantity ?? 1,
    })),
    bagCount: input.bagCount,
    language: input.language,
  };
}

@Resolver()
export class BookingsResolver {
  @Public()
  @Query(() => BookingQuotePayload, {
    description: 'The price of a booking as it would be made now, or why it cannot be.',
  })
  bookingQuote(
    @Arg('input', () => BookingQuoteInput, {
      description: 'The shop bike, the period and the extras.',
    })
    input: BookingQuoteInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bookings.quote(requestOf(input));
  }

  @Public()
  @Mutation(() => BookingPayload, {
    description:
      'Books a free unit of a shop bike; AWAITING_VERIFICATION until confirmed through the e-mailed link. BIKE_UNAVAILABLE when no unit is free; RATE_LIMITED per client address.',
  })
  createBooking(
    @Arg('input', () => CreateBookingInput, { description: 'The booking to make.' })
    input: CreateBookingInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bookings.create(
      {
        ...requestOf(input),
        customer: input.customer,
        termsAccepted: input.termsAccepted,
        holdToken: input.holdToken,
        partnerCode: input.partnerCode,
        idempotencyKey: input.idempotencyKey,
      },
      ctx.clientAddress,
    );
  }

  @Public()
  @Mutation(() => BookingPayload, {
    description:
      'Confirms a booking with its e-mailed verification token; confirming again answers it again.',
  })
  confirmBooking(
    @Arg('input', () => BookingTokenInput, { description: 'The verification token.' })
    input: BookingTokenInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bookings.verify(input.token);
  }

  @Public()
  @Query(() => Booking, {
    nullable: true,
    description: 'The confirmed booking for the success page, by its verification token.',
  })
  confirmedBooking(
    @Arg('token', () => String, { description: 'The verification token from the e-mailed link.' })
    token: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bookings.confirmedByToken(token);
  }

  @Public()
  @Query(() => Booking, {
    nullable: true,
    description:
      'The booking for the cancellation page, by its cancel or verification token (nothing changes).',
  })
  bookingToCancel(
    @Arg('token', () => String, { description: 'The cancel token from the e-mailed link.' })
    token: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bookings.byCancelToken(token);
  }

  @Public()
  @Mutation(() => BookingPayload, {
    description:
      'Cancels a booking by its cancel token (or the verification token, for the success page), for good; the traveller and the shop are told.',
  })
  cancelBooking(
    @Arg('input', () => BookingTokenInput, { description: 'The cancel token.' })
    input: BookingTokenInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bookings.cancel(input.token);
  }

  @Public()
  @Mutation(() => BookingPayload, {
    description:
      'Sends the verification e-mail again with new links (the old ones stop working); RATE_LIMITED when asked too often.',
  })
  resendBookingVerification(
    @Arg('input', () => ResendBookingVerificationInput, { description: 'The booking number.' })
    input: ResendBookingVerificationInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bookings.resendVerification(input.bookingNumber);
  }

  @Public()
  @Query(() => Booking, {
    nullable: true,
    description:
      "A booking by its number; the traveller's details only with one of its tokens (verification or cancel).",
  })
  booking(
    @Arg('bookingNumber', () => String, { description: 'The booking number, e.g. XM-7KQ2MX.' })
    bookingNumber: string,
    @Arg('token', () => String, {
      description: "The booking's verification or cancel token; shows the traveller's details.",
      nullable: true,
    })
    token: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.bookings.info(bookingNumber, token);
  }

  @Public()
  @Query(() => SpecialOfferConnection, {
    description:
      'Online, unexpired special offers of public shops, soonest to expire first; one way: returning in the destination city.',
    complexity: connectionComplexity,
  })
  async specialOffers(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('city', () => ID, {
      description: "The pickup city's global ID; every city when null.",
      nullable: true,
    })
    city: string | null,
    @Arg('cityDestination', () => ID, {
      description: 'Only offers returning in this city (global ID); any return when null.',
      nullable: true,
    })
    cityDestination: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return paginate(
      args,
      ctx.services.offerHolds.listSource(
        city ? databaseIdOf(city, 'City', 'city') : null,
        cityDestination ? databaseIdOf(cityDestination, 'City', 'city_destination') : null,
      ),
    );
  }

  @Public()
  @Query(() => SpecialOffer, {
    nullable: true,
    description:
      'One special offer as `specialOffers` lists it (null for any other), to read only: it starts no hold (`openSpecialOffer` does).',
  })
  specialOffer(
    @Arg('id', () => ID, { description: "The offer's global ID." }) id: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.offerHolds.byId(databaseIdOf(id, 'Offer'));
  }

  @Public()
  @Mutation(() => OpenSpecialOfferPayload, {
    description:
      "Opens a special offer: starts the visitor's 35-minute hold (its token is answered once), or shows the hold that runs. One visitor (client address) holds a few offers at once (more: `LIMIT_REACHED`, the offer shown unheld) and starts a limited number of holds per hour (more: `RATE_LIMITED`).",
  })
  openSpecialOffer(
    @Arg('input', () => OpenSpecialOfferInput, {
      description: 'The offer and, to see your hold again, its token.',
    })
    input: OpenSpecialOfferInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.offerHolds.open(
      databaseIdOf(input.offerId, 'Offer'),
      input.holdToken,
      ctx.clientAddress,
    );
  }
}

@Resolver(() => Booking)
export class BookingFieldsResolver {
  @FieldResolver(() => DateTimeResolver, {
    nullable: true,
    description:
      'When `resendBookingVerification` would next be accepted (now or later: once a minute, three times an hour); null when the booking does not await confirmation, or its deadline comes first.',
  })
  async resendAvailableAt(
    @Root() booking: BookingView,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Date | null> {
    const now = new Date();
    if (!awaitsVerification(booking, now)) return null;
    const sent = await ctx.loaders.bookings.recentVerificationMails.load(booking.orderId);
    return nextResendAt(booking, sent, now);
  }
}

@Resolver(() => PublicBike)
export class PublicBikeOffersResolver {
  @FieldResolver(() => SpecialOfferConnection, {
    description:
      "This bike's special offers, as `specialOffers` lists them: online, unexpired, soonest to expire first.",
    complexity: connectionComplexity,
  })
  async specialOffers(
    @Root() bike: PublicBikeRow,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Ctx() ctx: GraphQLContext,
  ) {
    return paginate(args, rowsSource(await ctx.loaders.bookings.offersOfShopBike.load(bike.id)));
  }
}

@Resolver(() => SpecialOffer)
export class SpecialOfferFieldsResolver {
  @FieldResolver(() => PublicBike, {
    nullable: true,
    description: 'The shop bike on offer; null when it is no longer public.',
  })
  shopBike(@Root() offer: PublicOfferView, @Ctx() ctx: GraphQLContext) {
    return ctx.loaders.publicStores.shopBikeById.load(offer.shopBikeDatabaseId);
  }
}
