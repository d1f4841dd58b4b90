import { DateTimeResolver } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Weekday } from '../../generated/prisma/enums';
import { ConnectionType, listComplexity } from '../../graphql/connection';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';
import { City } from '../catalog/city.types';

registerEnumType(Weekday, {
  name: 'Weekday',
  description: 'A day of the week, MON to SUN.',
  valuesConfig: {
    MON: { description: 'Monday.' },
    TUE: { description: 'Tuesday.' },
    WED: { description: 'Wednesday.' },
    THU: { description: 'Thursday.' },
    FRI: { description: 'Friday.' },
    SAT: { description: 'Saturday.' },
    SUN: { description: 'Sunday.' },
  },
});

export { Weekday };

@ObjectType({
  implements: Node,
  description:
    'One opening slot of a weekday, in the shop’s local time (Asia/Ho_Chi_Minh); a day may have several.',
})
export class OpeningSlot extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => Weekday, { description: 'The day of the week of the slot.' })
  weekday!: Weekday;

  @Field(() => String, { description: 'Opening time, "HH:MM".' })
  start!: string;

  @Field(() => String, { description: 'Closing time, "HH:MM".' })
  end!: string;

  @Field(() => Int, { description: 'Opening time in minutes after local midnight.' })
  opensAt!: number;

  @Field(() => Int, { description: 'Closing time in minutes after local midnight.' })
  closesAt!: number;
}

/** Opening slots one day is expected to hold (a morning, an afternoon, an evening). */
const slotsPerDay = 3;

@ObjectType({ description: 'Opening slots per weekday, each day by opening time.' })
export class WeekSchedule {
  @Field(() => [OpeningSlot], {
    description: "Monday's slots; [] when closed.",
    complexity: listComplexity(slotsPerDay),
  })
  mon!: OpeningSlot[];

  @Field(() => [OpeningSlot], {
    description: "Tuesday's slots; [] when closed.",
    complexity: listComplexity(slotsPerDay),
  })
  tue!: OpeningSlot[];

  @Field(() => [OpeningSlot], {
    description: "Wednesday's slots; [] when closed.",
    complexity: listComplexity(slotsPerDay),
  })
  wed!: OpeningSlot[];

  @Field(() => [OpeningSlot], {
    description: "Thursday's slots; [] when closed.",
    complexity: listComplexity(slotsPerDay),
  })
  thu!: OpeningSlot[];

  @Field(() => [OpeningSlot], {
    description: "Friday's slots; [] when closed.",
    complexity: listComplexity(slotsPerDay),
  })
  fri!: OpeningSlot[];

  @Field(() => [OpeningSlot], {
    description: "Saturday's slots; [] when closed.",
    complexity: listComplexity(slotsPerDay),
  })
  sat!: OpeningSlot[];

  @Field(() => [OpeningSlot], {
    description: "Sunday's slots; [] when closed.",
    complexity: listComplexity(slotsPerDay),
  })
  sun!: OpeningSlot[];
}

@ObjectType({ description: 'A point on the map.' })
export class GeoPoint {
  @Field(() => Float, { description: 'Degrees north (WGS 84), -90 to 90.' })
  latitude!: number;

  @Field(() => Float, { description: 'Degrees east (WGS 84), -180 to 180.' })
  longitude!: number;
}

@ObjectType({
  implements: Node,
  description:
    'A rental shop. Owner routes reach only the caller’s own shops; a deleted shop is gone from every list.',
})
export class Store extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String, { description: "The shop's name, shown to travellers." })
  name!: string;

  @Field(() => City, { description: 'The city the shop is in.' })
  city!: City;

  @Field(() => Int, { description: "The city's REST id." })
  cityDatabaseId!: number;

  @Field(() => String, { description: "The shop's phone number, shown to travellers." })
  phone!: string;

  @Field(() => String, { description: "The shop's e-mail address; booking e-mails go there." })
  email!: string;

  @Field(() => String, { description: 'The street address, shown to travellers.' })
  address!: string;

  @Field(() => GeoPoint, { description: 'Where the shop is on the map.' })
  location!: GeoPoint;

  @Field(() => String, {
    nullable: true,
    description: 'The picture as stored: a media key or an https URL.',
  })
  picture!: string | null;

  @Field(() => String, { nullable: true, description: 'Where to fetch the picture.' })
  pictureUrl!: string | null;

  @Field(() => Boolean, { description: 'A draft, seen by its owner only, until published.' })
  preview!: boolean;

  @Field(() => Boolean, {
    description: 'Shown to travellers (when not a preview); needs at least one opening slot.',
  })
  online!: boolean;

  @Field(() => Boolean, { description: 'Not suspended by the marketplace.' })
  active!: boolean;

  @Field(() => Boolean, { description: 'Whether travellers may pick bikes up here.' })
  pickupPossible!: boolean;

  @Field(() => Int, { description: 'VND per bag carried to another shop on a one-way trip.' })
  transportCostPerBag!: number;

  @Field(() => String, { description: 'The zone of opening hours and rental days.' })
  timeZone!: string;

  @Field(() => WeekSchedule, {
    description: "Opening slots per weekday, in the shop's local time.",
  })
  schedule!: WeekSchedule;

  @Field(() => [StoreTransfer], { description: 'One-way transfers from this shop.' })
  transfers!: StoreTransfer[];

  @Field(() => Int, { description: 'Bikes offered here.' })
  bikeCount!: number;

  @Field(() => DateTimeResolver, { description: 'When the shop was created (ISO 8601, UTC).' })
  createdAt!: Date;

  @Field(() => DateTimeResolver, { description: 'When the shop was last changed (ISO 8601, UTC).' })
  updatedAt!: Date;
}

@ObjectType({
  implements: Node,
  description:
    'A one-way route: a bike picked up at the shop may be returned at a shop in another city, for a price.',
})
export class StoreTransfer extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => Int, { description: 'The REST id of the shop it leaves from.' })
  fromStoreDatabaseId!: number;

  @Field(() => Int, { description: 'The REST id of the shop it goes to.' })
  toStoreDatabaseId!: number;

  @Field(() => String, { description: "The destination shop's name." })
  toStoreName!: string;

  @Field(() => Int, { description: "The REST id of the destination's city." })
  toCityDatabaseId!: number;

  @Field(() => City, { description: "The destination's city." })
  toCity!: City;

  @Field(() => Boolean, { description: 'Whether the destination shop belongs to the caller.' })
  toOwnStore!: boolean;

  @Field(() => Int, { description: 'VND for the one-way trip.' })
  price!: number;

  @Field(() => Boolean, { description: 'Whether travellers may book it now.' })
  active!: boolean;
}

@ObjectType({
  description: 'A page of Store objects, with cursors and the total count (Relay connection).',
})
export class StoreConnection extends ConnectionType(Store) {}

@ObjectType({
  description:
    'A page of StoreTransfer objects, with cursors and the total count (Relay connection).',
})
export class StoreTransferConnection extends ConnectionType(StoreTransfer) {}

// ------------------------------------------------------------------ inputs

@InputType({ description: 'A slot of a day: "HH:MM" every 15 minutes from 08:00 to 23:45.' })
export class TimeSlotInput {
  @Field(() => String, { description: 'Opening time, "HH:MM" local time.' })
  start!: string;

  @Field(() => String, { description: 'Closing time, "HH:MM" local time, after the start.' })
  end!: string;
}

@InputType({
  description:
    'Opening slots per weekday. Slots of a day must not overlap (touching is fine); a day left out or null is closed (setStoreHours) or unchanged (updateStoreHours).',
})
export class WeekScheduleInput {
  @Field(() => [TimeSlotInput], { description: "Monday's slots.", nullable: true })
  mon?: TimeSlotInput[] | null;

  @Field(() => [TimeSlotInput], { description: "Tuesday's slots.", nullable: true })
  tue?: TimeSlotInput[] | null;

  @Field(() => [TimeSlotInput], { description: "Wednesday's slots.", nullable: true })
  wed?: TimeSlotInput[] | null;

  @Field(() => [TimeSlotInput], { description: "Thursday's slots.", nullable: true })
  thu?: TimeSlotInput[] | null;

  @Field(() => [TimeSlotInput], { description: "Friday's slots.", nullable: true })
  fri?: TimeSlotInput[] | null;

  @Field(() => [TimeSlotInput], { description: "Saturday's slots.", nullable: true })
  sat?: TimeSlotInput[] | null;

  @Field(() => [TimeSlotInput], { description: "Sunday's slots.", nullable: true })
  sun?: TimeSlotInput[] | null;
}

@InputType({ description: 'A point on the map, in degrees (WGS 84).' })
export class GeoPointInput {
  @Field(() => Float, { nullable: true, description: '-90 to 90.' })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: '-180 to 180.' })
  longitude?: number | null;
}

@InputType({ description: 'Shop fields; on update, a field left out (or null) is unchanged.' })
export class StoreFieldsInput {
  @Field(() => String, {
    description: 'The name travellers see, at most 100 characters.',
    nullable: true,
  })
  name?: string | null;

  @Field(() => ID, { description: "The city's global ID.", nullable: true })
  cityId?: string | null;

  @Field(() => String, {
    description: 'Phone number: 6 to 30 digits, spaces and ( ) . -, + first allowed.',
    nullable: true,
  })
  phone?: string | null;

  @Field(() => String, { description: 'E-mail address for booking e-mails.', nullable: true })
  email?: string | null;

  @Field(() => String, {
    description: 'The street address travellers go to, at most 300 characters.',
    nullable: true,
  })
  address?: string | null;

  @Field(() => GeoPointInput, { description: 'Where the shop is on the map.', nullable: true })
  location?: GeoPointInput | null;

  @Field(() => String, {
    nullable: true,
    description: 'A media key or an https URL; on update, an empty string removes it.',
  })
  picture?: string | null;

  @Field(() => Boolean, {
    description: 'True keeps the shop a draft only its owner sees.',
    nullable: true,
  })
  preview?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'A shop goes online only with at least one opening slot (INVALID_STATE).',
  })
  online?: boolean | null;

  @Field(() => Boolean, {
    description: 'Whether travellers may pick bikes up here.',
    nullable: true,
  })
  pickupPossible?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'VND, 0 to 1,000,000,000.' })
  transportCostPerBag?: number | null;

  @Field(() => WeekScheduleInput, {
    nullable: true,
    description: 'The whole week of opening hours, replacing the current one.',
  })
  schedule?: WeekScheduleInput | null;
}

@InputType({
  description:
    'A new shop of the caller; name, city, phone, e-mail, address and location are required.',
})
export class CreateStoreInput extends StoreFieldsInput {}

@InputType({
  description: "Changes to one of the caller's shops; fields left out stay as they are.",
})
export class UpdateStoreInput extends StoreFieldsInput {
  @Field(() => ID, { description: "The shop's global ID." })
  id!: string;
}

@InputType({ description: "A shop's new status." })
export class SetStoreOnlineInput {
  @Field(() => ID, { description: "The global ID of one of the caller's shops." })
  id!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'The new status; the opposite of the current one when left out.',
  })
  online?: boolean | null;
}

@InputType({ description: 'The shop to delete.' })
export class DeleteStoreInput {
  @Field(() => ID, { description: "The global ID of one of the caller's shops." })
  id!: string;
}

@InputType({ description: "A shop's opening hours." })
export class SetStoreHoursInput {
  @Field(() => ID, { description: 'An own shop.' })
  shopId!: string;

  @Field(() => WeekScheduleInput, { description: 'The slots per weekday.' })
  schedule!: WeekScheduleInput;
}

@InputType({ description: 'The opening slot to delete.' })
export class DeleteOpeningSlotInput {
  @Field(() => ID, {
    description: "The slot's global ID (an OpeningSlot of one of the caller's shops).",
  })
  id!: string;
}

@InputType({
  description:
    "A one-way trip a traveller may book from one of the caller's shops to another shop.",
})
export class CreateStoreTransferInput {
  @Field(() => ID, { description: 'The own shop the transfer leaves from.' })
  shopId!: string;

  @Field(() => ID, {
    description:
      'The destination: an own shop, or an online shop of another owner, in another city.',
  })
  toStoreId!: string;

  @Field(() => Int, { description: 'VND, 0 to 1,000,000,000.' })
  price!: number;

  @Field(() => Boolean, { nullable: true, description: 'True by default.' })
  active?: boolean | null;
}

@InputType({ description: 'Changes to a transfer; fields left out stay as they are.' })
export class UpdateStoreTransferInput {
  @Field(() => ID, { description: "The transfer's global ID." })
  id!: string;

  @Field(() => Int, { description: 'New price in VND for the one-way trip.', nullable: true })
  price?: number | null;

  @Field(() => Boolean, { description: 'Whether travellers may book it.', nullable: true })
  active?: boolean | null;
}

// ------------------------------------------------------------------ payloads

@ObjectType({ description: 'The result of creating or changing a shop: the shop, or why not.' })
export class StorePayload {
  @Field(() => Store, {
    description: 'The shop as saved; null when userErrors says why not.',
    nullable: true,
  })
  store!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of deleting an opening slot: which one, or why not.' })
export class DeleteOpeningSlotPayload {
  @Field(() => Int, { nullable: true, description: 'The REST id of the deleted slot.' })
  deletedDatabaseId!: number | null;

  @Field(() => Store, { nullable: true, description: 'The shop, with its remaining hours.' })
  store!: object | null;

  @Field(() => [UserError], {
    description:
      'Expected failures (NOT_FOUND, or INVALID_STATE when an online shop would have no slot left); empty on success.',
  })
  userErrors!: UserError[];
}

@ObjectType({
  description: 'The result of creating or changing a transfer: the transfer, or why not.',
})
export class StoreTransferPayload {
  @Field(() => StoreTransfer, {
    description: 'The transfer as saved; null when userErrors says why not.',
    nullable: true,
  })
  storeTransfer!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}
