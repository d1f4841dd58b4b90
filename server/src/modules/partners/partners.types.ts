import { DateTimeResolver } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PartnerKind } from '../../generated/prisma/enums';
import { ConnectionArgs, ConnectionType } from '../../graphql/connection';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';

export { PartnerKind };

registerEnumType(PartnerKind, {
  name: 'PartnerKind',
  description: 'RENTAL: a rental partner (may sign in); MARKETING: a marketing partner.',
  valuesConfig: {
    RENTAL: { description: 'A rental partner: may sign in with a password.' },
    MARKETING: { description: 'A marketing partner, possibly tied to a shop.' },
  },
});

@ObjectType({
  implements: Node,
  description: 'A rental or marketing partner whose affiliate link records the bookings it brings.',
})
export class Partner extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => PartnerKind, { description: 'RENTAL or MARKETING.' })
  kind!: PartnerKind;

  @Field(() => String, { description: "The partner's name; unique among partners." })
  name!: string;

  @Field(() => String, { description: 'Phone number; null when none was given.', nullable: true })
  phone!: string | null;

  @Field(() => String, { description: 'E-mail address; null when none was given.', nullable: true })
  email!: string | null;

  @Field(() => Boolean, { description: 'The partner status: whether the partnership is active.' })
  online!: boolean;

  @Field(() => String, { nullable: true, description: 'What was agreed with the partner.' })
  arrangements!: string | null;

  @Field(() => String, { description: 'The `?ref=` code of the affiliate link.' })
  affiliateCode!: string;

  @Field(() => String, { description: 'The link to share: bookings made through it count.' })
  affiliateLink!: string;

  @Field(() => Int, { nullable: true, description: "A marketing partner's shop (REST id)." })
  storeDatabaseId!: number | null;

  @Field(() => String, {
    description: "A marketing partner's shop name; null when none.",
    nullable: true,
  })
  storeName!: string | null;

  @Field(() => Boolean, { description: 'Whether a password was set (it is never shown).' })
  hasPassword!: boolean;

  @Field(() => DateTimeResolver, { description: 'When the partner was added (ISO 8601, UTC).' })
  createdAt!: Date;
}

@ObjectType({
  description: 'A page of Partner objects, with cursors and the total count (Relay connection).',
})
export class PartnerConnection extends ConnectionType(Partner) {}

@ArgsType()
export class PartnersArgs extends ConnectionArgs {
  @Field(() => PartnerKind, { nullable: true, description: 'Only partners of this kind.' })
  kind?: PartnerKind | null;
}

@InputType({ description: 'A new rental or marketing partner; the affiliate code is generated.' })
export class CreatePartnerInput {
  @Field(() => PartnerKind, { description: 'RENTAL or MARKETING.' })
  kind!: PartnerKind;

  @Field(() => String, { description: "The partner's name; unique among partners." })
  name!: string;

  @Field(() => String, { description: 'Phone number; optional.', nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Unique among partners.' })
  email?: string | null;

  @Field(() => String, {
    description: 'What was agreed with the partner; optional.',
    nullable: true,
  })
  arrangements?: string | null;

  @Field(() => ID, { nullable: true, description: 'Marketing partners only: their shop.' })
  storeId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Rental partners only, with an e-mail: stored hashed, never shown.',
  })
  password?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'True by default.' })
  online?: boolean | null;
}

@InputType({ description: 'Fields left out stay as they are; null clears an optional one.' })
export class UpdatePartnerInput {
  @Field(() => ID, { description: "The partner's global ID." })
  id!: string;

  @Field(() => PartnerKind, { description: 'RENTAL or MARKETING.', nullable: true })
  kind?: PartnerKind | null;

  @Field(() => String, { description: 'New name; unique among partners.', nullable: true })
  name?: string | null;

  @Field(() => String, { description: 'New phone number; null clears it.', nullable: true })
  phone?: string | null;

  @Field(() => String, { description: 'New e-mail address; null clears it.', nullable: true })
  email?: string | null;

  @Field(() => String, {
    description: 'New notes on what was agreed; null clears them.',
    nullable: true,
  })
  arrangements?: string | null;

  @Field(() => ID, {
    description: 'Marketing partners only: the global ID of their shop; null clears it.',
    nullable: true,
  })
  storeId?: string | null;

  @Field(() => String, { nullable: true, description: 'A new password; null removes it.' })
  password?: string | null;
}

@InputType({ description: "A partner's new status." })
export class SetPartnerOnlineInput {
  @Field(() => ID, { description: "The partner's global ID." })
  id!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'The new status; the opposite of the current one when left out.',
  })
  online?: boolean | null;
}

@InputType({ description: 'The partner to delete.' })
export class DeletePartnerInput {
  @Field(() => ID, { description: "The partner's global ID." })
  id!: string;
}

@ObjectType({
  description: 'The result of creating or changing a partner: the partner, or why not.',
})
export class PartnerPayload {
  @Field(() => Partner, {
    description: 'The partner as saved; null when userErrors says why not.',
    nullable: true,
  })
  partner!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of deleting a partner: which one, or why not.' })
export class DeletePartnerPayload {
  @Field(() => ID, { nullable: true, description: 'The ID of the deleted partner.' })
  deletedId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Its id in the REST API.' })
  deletedDatabaseId!: number | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}
