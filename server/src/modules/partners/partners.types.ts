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
});

@ObjectType({
  implements: Node,
  description: 'A rental or marketing partner whose affiliate link records the bookings it brings.',
})
export class Partner extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => PartnerKind)
  kind!: PartnerKind;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true })
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

  @Field(() => String, { nullable: true })
  storeName!: string | null;

  @Field(() => Boolean, { description: 'Whether a password was set (it is never shown).' })
  hasPassword!: boolean;

  @Field(() => DateTimeResolver)
  createdAt!: Date;
}

@ObjectType()
export class PartnerConnection extends ConnectionType(Partner) {}

@ArgsType()
export class PartnersArgs extends ConnectionArgs {
  @Field(() => PartnerKind, { nullable: true, description: 'Only partners of this kind.' })
  kind?: PartnerKind | null;
}

@InputType()
export class CreatePartnerInput {
  @Field(() => PartnerKind)
  kind!: PartnerKind;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Unique among partners.' })
  email?: string | null;

  @Field(() => String, { nullable: true })
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
  @Field(() => ID)
  id!: string;

  @Field(() => PartnerKind, { nullable: true })
  kind?: PartnerKind | null;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  arrangements?: string | null;

  @Field(() => ID, { nullable: true })
  storeId?: string | null;

  @Field(() => String, { nullable: true, description: 'A new password; null removes it.' })
  password?: string | null;
}

@InputType()
export class SetPartnerOnlineInput {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'The new status; the opposite of the current one when left out.',
  })
  online?: boolean | null;
}

@InputType()
export class DeletePartnerInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class PartnerPayload {
  @Field(() => Partner, { nullable: true })
  partner!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class DeletePartnerPayload {
  @Field(() => ID, { nullable: true, description: 'The ID of the deleted partner.' })
  deletedId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Its id in the REST API.' })
  deletedDatabaseId!: number | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
