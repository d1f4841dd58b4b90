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

  @Field(() => String, { description: 'The sign-in name.' })
  userName!: string;

  @Field(() => String, { description: "The owner's full name." })
  name!: string;

  @Field(() => String, { description: 'Where invitations and booking e-mails go; unique.' })
  email!: string;

  @Field(() => String, { description: 'Phone number; null when none was given.', nullable: true })
  phone!: string | null;

  @Field(() => Boolean, { description: "Whether the owner's shops are shown to travellers." })
  online!: boolean;

  @Field(() => Boolean, { description: 'Whether the invitation was accepted and a password set.' })
  active!: boolean;

  @Field(() => String, { nullable: true, description: 'What was agreed with the partner.' })
  arrangements!: string | null;

  @Field(() => Language, { description: "The language of the owner's e-mails and area." })
  language!: Language;

  @Field(() => DateTimeResolver, {
    description: 'When the admin created the owner (ISO 8601, UTC).',
  })
  createdAt!: Date;

  @Field(() => Int, { description: 'Shops the owner runs.' })
  shopCount!: number;
}

@ObjectType({
  description: 'A page of ShopOwner objects, with cursors and the total count (Relay connection).',
})
export class ShopOwnerConnection extends ConnectionType(ShopOwner) {}

@InputType({
  description: 'A new shop owner; they get an e-mail with a link to set their password.',
})
export class CreateShopOwnerInput {
  @Field(() => String, { description: '3 to 32 characters: a-z, 0-9, dot, dash, underscore.' })
  userName!: string;

  @Field(() => String, { description: "The owner's full name." })
  name!: string;

  @Field(() => String, {
    description: 'Where the invitation goes; unique (ALREADY_EXISTS otherwise).',
  })
  email!: string;

  @Field(() => String, { description: 'Phone number; optional.', nullable: true })
  phone?: string | null;

  @Field(() => String, { description: 'What was agreed with the owner; optional.', nullable: true })
  arrangements?: string | null;

  @Field(() => Language, {
    nullable: true,
    description: 'The language of the invitation and the area; EN by default.',
  })
  language?: Language | null;
}

@ObjectType({ description: 'The new shop owner (an invitation e-mail is on its way), or why not.' })
export class CreateShopOwnerPayload {
  @Field(() => ShopOwner, {
    description: 'The owner as saved; null when userErrors says why not.',
    nullable: true,
  })
  shopOwner!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}

@InputType({ description: 'An invitation token and the password the owner chose.' })
export class AcceptShopOwnerInvitationInput {
  @Field(() => String, { description: 'The token of the invitation link.' })
  token!: string;

  @Field(() => String, { description: "The owner's new password, 8 to 128 characters." })
  password!: string;
}

@ObjectType({
  description: 'An invitation link not yet used: whom it is for, and whether it still works.',
})
export class ShopOwnerInvitation {
  @Field(() => String, { description: 'The username the owner will sign in with.' })
  userName!: string;

  @Field(() => String, { description: "The invited owner's name, for the greeting." })
  name!: string;

  @Field(() => DateTimeResolver, { description: 'When the link stops working (ISO 8601, UTC).' })
  expiresAt!: Date;

  @Field(() => Boolean, { description: 'Past its expiry: it can no longer set a password.' })
  expired!: boolean;
}

@ObjectType({ description: "The new owner's session, or why the invitation could not be used." })
export class AcceptShopOwnerInvitationPayload {
  @Field(() => Session, { nullable: true, description: 'The new owner, signed in.' })
  session!: Session | null;

  @Field(() => [UserError], {
    description:
      'Expected failures (an unknown, used or expired token, a short password); empty on success.',
  })
  userErrors!: UserError[];
}

@InputType({ description: 'Changes to a shop owner; fields left out stay as they are.' })
export class UpdateShopOwnerInput {
  @Field(() => ID, { description: "The owner's global ID." })
  id!: string;

  @Field(() => String, { description: 'New full name.', nullable: true })
  name?: string | null;

  @Field(() => String, { description: 'New e-mail address; unique.', nullable: true })
  email?: string | null;

  @Field(() => String, { description: 'New phone number; null clears it.', nullable: true })
  phone?: string | null;

  @Field(() => String, {
    description: 'New notes on what was agreed; null clears them.',
    nullable: true,
  })
  arrangements?: string | null;

  @Field(() => Language, {
    description: "The language of the owner's e-mails and area.",
    nullable: true,
  })
  language?: Language | null;
}

@InputType({ description: "A shop owner's new status." })
export class SetShopOwnerOnlineInput {
  @Field(() => ID, { description: "The owner's global ID." })
  id!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'The new status; the opposite of the current one when left out.',
  })
  online?: boolean | null;
}

@InputType({ description: 'The shop owner to delete.' })
export class DeleteShopOwnerInput {
  @Field(() => ID, { description: "The owner's global ID." })
  id!: string;
}

@ObjectType({ description: 'The result of changing a shop owner: the owner, or why not.' })
export class ShopOwnerPayload {
  @Field(() => ShopOwner, {
    description: 'The owner as saved; null when userErrors says why not.',
    nullable: true,
  })
  shopOwner!: object | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of deleting a shop owner: which one, or why not.' })
export class DeleteShopOwnerPayload {
  @Field(() => ID, { nullable: true, description: 'The ID of the deleted shop owner.' })
  deletedId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Its id in the REST API.' })
  deletedDatabaseId!: number | null;

  @Field(() => [UserError], {
    description:
      'Expected failures (NOT_FOUND, IN_USE while shops or bikes are left); empty on success.',
  })
  userErrors!: UserError[];
}
