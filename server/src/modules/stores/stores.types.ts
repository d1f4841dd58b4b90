import { DateTimeResolver } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Weekday } from '../../generated/prisma/enums';
import { ConnectionType } from '../../graphql/connection';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';
import { City } from '../catalog/city.types';

registerEnumType(Weekday, { name: 'Weekday', description: 'A day of the week, MON to SUN.' });

export { Weekday };

@ObjectType({
  implements: Node,
  description:
    'One opening slot of a weekday, in the shop’s local time (Asia/Ho_Chi_Minh); a day may have several.',
})
export class OpeningSlot extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => Weekday)
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

@ObjectType({ description: 'Opening slots per weekday, each day by opening time.' })
export class WeekSchedule {
  @Field(() => [OpeningSlot])
  mon!: OpeningSlot[];

  @Field(() => [OpeningSlot])
  tue!: OpeningSlot[];

  @Field(() => [OpeningSlot])
  wed!: OpeningSlot[];

  @Field(() => [OpeningSlot])
  thu!: OpeningSlot[];

  @Field(() => [OpeningSlot])
  fri!: OpeningSlot[];

  @Field(() => [OpeningSlot])
  sat!: OpeningSlot[];

  @Field(() => [OpeningSlot])
  sun!: OpeningSlot[];
}

@ObjectType({ description: 'A point on the map.' })
export class GeoPoint {
  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
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

  @Field(() => String)
  name!: string;

  @Field(() => City)
  city!: City;

  @Field(() => Int, { description: "The city's REST id." })
  cityDatabaseId!: number;

  @Field(() => String)
  phone!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  address!: string;

  @Field(() => GeoPoint)
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

  @Field(() => WeekSchedule)
  schedule!: WeekSchedule;

  @Field(() => [StoreTransfer], { description: 'One-way transfers from this shop.' })
  transfers!: StoreTransfer[];

  @Field(() => Int, { description: 'Bikes offered here.' })
  bikeCount!: number;

  @Field(() => DateTimeResolver)
  createdAt!: Date;

  @Field(() => DateTimeResolver)
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

  @Field(() => Int)
  fromStoreDatabaseId!: number;

  @Field(() => Int)
  toStoreDatabaseId!: number;

  @Field(() => String)
  toStoreName!: string;

  @Field(() => Int)
  toCityDatabaseId!: number;

  @Field(() => City)
  toCity!: City;

  @Field(() => Boolean, { description: 'Whether the destination shop belongs to the caller.' })
  toOwnStore!: boolean;

  @Field(() => Int, { description: 'VND for the one-way trip.' })
  price!: number;

  @Field(() => Boolean)
  active!: boolean;
}

@ObjectType()
export class StoreConnection extends ConnectionType(Store) {}

@ObjectType()
export class StoreTransferConnection extends ConnectionType(StoreTransfer) {}

// ------------------------------------------------------------------ inputs

@InputType({ description: 'A slot of a day: "HH:MM" every 15 minutes from 08:00 to 23:45.' })
export class TimeSlotInput {
  @Field(() => String)
  start!: string;

  @Field(() => String)
  end!: string;
}

@InputType({
  description:
    'Opening slots per weekday. Slots of a day must not overlap (touching is fine); a day left out or null is closed (setStoreHours) or unchanged (updateStoreHours).',
})
export class WeekScheduleInput {
  @Field(() => [TimeSlotInput], { nullable: true })
  mon?: TimeSlotInput[] | null;

  @Field(() => [TimeSlotInput], { nullable: true })
  tue?: TimeSlotInput[] | null;

  @Field(() => [TimeSlotInput], { nullable: true })
  wed?: TimeSlotInput[] | null;

  @Field(() => [TimeSlotInput], { nullable: true })
  thu?: TimeSlotInput[] | null;

  @Field(() => [TimeSlotInput], { nullable: true })
  fri?: TimeSlotInput[] | null;

  @Field(() => [TimeSlotInput], { nullable: true })
  sat?: TimeSlotInput[] | null;

  @Field(() => [TimeSlotInput], { nullable: true })
  sun?: TimeSlotInput[] | null;
}

@InputType()
export class GeoPointInput {
  @Field(() => Float, { nullable: true, description: '-90 to 90.' })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: '-180 to 180.' })
  longitude?: number | null;
}

@InputType({ description: 'Shop fields; on update, a field left out (or null) is unchanged.' })
export class StoreFieldsInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => ID, { nullable: true })
  cityId?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => GeoPointInput, { nullable: true })
  location?: GeoPointInput | null;

  @Field(() => String, {
    nullable: true,
    description: 'A media key or an https URL; on update, an empty string removes it.',
  })
  picture?: string | null;

  @Field(() => Boolean, { nullable: true })
  preview?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'A shop goes online only with at least one opening slot (INVALID_STATE).',
  })
  online?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  pickupPossible?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'VND, 0 to 1,000,000,000.' })
  transportCostPerBag?: number | null;

  @Field(() => WeekScheduleInput, {
    nullable: true,
    description: 'The whole week of opening hours, replacing the current one.',
  })
  schedule?: WeekScheduleInput | null;
}

@InputType()
export class CreateStoreInput extends StoreFieldsInput {}

@InputType()
export class UpdateStoreInput extends StoreFieldsInput {
  @Field(() => ID)
  id!: string;
}

@InputType()
export class SetStoreOnlineInput {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'The new status; the opposite of the current one when left out.',
  })
  online?: boolean | null;
}

@InputType()
export class DeleteStoreInput {
  @Field(() => ID)
  id!: string;
}

@InputType()
export class SetStoreHoursInput {
  @Field(() => ID, { description: 'An own shop.' })
  shopId!: string;

  @Field(() => WeekScheduleInput)
  schedule!: WeekScheduleInput;
}

@InputType()
export class DeleteOpeningSlotInput {
  @Field(() => ID)
  id!: string;
}

@InputType()
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

@InputType()
export class UpdateStoreTransferInput {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { nullable: true })
  price?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

// ------------------------------------------------------------------ payloads

@ObjectType()
export class StorePayload {
  @Field(() => Store, { nullable: true })
  store!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class DeleteOpeningSlotPayload {
  @Field(() => Int, { nullable: true, description: 'The REST id of the deleted slot.' })
  deletedDatabaseId!: number | null;

  @Field(() => Store, { nullable: true, description: 'The shop, with its remaining hours.' })
  store!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class StoreTransferPayload {
  @Field(() => StoreTransfer, { nullable: true })
  storeTransfer!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
