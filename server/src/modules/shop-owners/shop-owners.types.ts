import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection';
import { Node } from '../../graphql/node';
import { UserError } from '../../graphql/user-error';
import { Language, Session } from '../auth/auth.types';

@ObjectType({ implements: Node, description: 'A partner who runs rental shops.' })
export class ShopOwner extends Node {
  @Field(() => Int, { description: 'The id used by the REST API.' })
  databaseId!: number;

  @Field(() => String)
  userName!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => Boolean, { description: "Whether the owner's shops are shown to travellers." })
  online!: boolean;

  @Field(() => Boolean, { description: 'Whether the invitation was accepted and a password set.' })
  active!: boolean;

  @Field(() => String, { nullable: true, description: 'What was agreed with the partner.' })
  arrangements!: string | null;

  @Field(() => Language)
  language!: Language;

  @Field(() => DateTimeResolver)
  createdAt!: Date;

  @Field(() => Int, { description: 'Shops the owner runs.' })
  shopCount!: number;
}

@ObjectType()
export class ShopOwnerConnection extends ConnectionType(ShopOwner) {}

@InputType()
export class CreateShopOwnerInput {
  @Field(() => String, { description: '3 to 32 characters: a-z, 0-9, dot, dash, underscore.' })
  userName!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  arrangements?: string | null;

  @Field(() => Language, {
    nullable: true,
    description: 'The language of the invitation and the area; EN by default.',
  })
  language?: Language | null;
}

@ObjectType()
export class CreateShopOwnerPayload {
  @Field(() => ShopOwner, { nullable: true })
  shopOwner!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class AcceptShopOwnerInvitationInput {
  @Field(() => String, { description: 'The token of the invitation link.' })
  token!: string;

  @Field(() => String)
  password!: string;
}

@ObjectType({
  description: 'An invitation link not yet used: whom it is for, and whether it still works.',
})
export class ShopOwnerInvitation {
  @Field(() => String, { description: 'The username the owner will sign in with.' })
  userName!: string;

  @Field(() => String)
  name!: string;

  @Field(() => DateTimeResolver)
  expiresAt!: Date;

  @Field(() => Boolean, { description: 'Past its expiry: it can no longer set a password.' })
  expired!: boolean;
}

@ObjectType()
export class AcceptShopOwnerInvitationPayload {
  @Field(() => Session, { nullable: true, description: 'The new owner, signed in.' })
  session!: Session | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class UpdateShopOwnerInput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  arrangements?: string | null;

  @Field(() => Language, { nullable: true })
  language?: Language | null;
}

@InputType()
export class SetShopOwnerOnlineInput {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'The new status; the opposite of the current one when left out.',
  })
  online?: boolean | null;
}

@InputType()
export class DeleteShopOwnerInput {
  @Field(() => ID)
  id!: string;
}

@ObjectType()
export class ShopOwnerPayload {
  @Field(() => ShopOwner, { nullable: true })
  shopOwner!: object | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class DeleteShopOwnerPayload {
  @Field(() => ID, { nullable: true, description: 'The ID of the deleted shop owner.' })
  deletedId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Its id in the REST API.' })
  deletedDatabaseId!: number | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}
