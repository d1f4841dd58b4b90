import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Language, Role } from '../../generated/prisma/enums';
import { listComplexity } from '../../graphql/connection';
import { UserError } from '../../graphql/user-error';

registerEnumType(Role, {
  name: 'Role',
  description: 'What a signed-in user may do.',
  valuesConfig: {
    ADMIN: {
      description:
        'Runs the marketplace: shop owners, partners, cities, catalogue, analytics; may also own shops.',
    },
    SHOP_OWNER: { description: 'Manages only their own shops, bikes, offers and bookings.' },
  },
});
registerEnumType(Language, {
  name: 'Language',
  description: 'The app languages: English and Vietnamese.',
  valuesConfig: { EN: { description: 'English.' }, VN: { description: 'Vietnamese.' } },
});

export { Language, Role };

@ObjectType({ description: 'Who a session belongs to.' })
export class SessionUser {
  @Field(() => Role, { description: 'ADMIN or SHOP_OWNER.' })
  role!: Role;

  @Field(() => String, { description: 'The sign-in name.' })
  userName!: string;
}

@ObjectType({
  description: 'A signed-in session: send the token as `Authorization: Bearer <token>`.',
})
export class Session {
  @Field(() => String, {
    description:
      'The bearer token (a signed JWT); it stops working at expiry, at a password change or when the user is deactivated.',
  })
  token!: string;

  @Field(() => SessionUser, { description: 'Who signed in.' })
  user!: SessionUser;
}

@InputType({ description: 'A sign-in to the admin or the shop-owner area.' })
export class LoginInput {
  @Field(() => String, { description: 'The sign-in name (not the e-mail).' })
  username!: string;

  @Field(() => String, { description: 'The password as typed.' })
  password!: string;

  @Field(() => Role, {
    description: 'The area to sign in to: ADMIN, or SHOP_OWNER (admins may use it too).',
  })
  area!: Role;
}

@ObjectType({ description: 'The signed-in user, and the areas of the app they may enter.' })
export class Me {
  @Field(() => String, { description: 'The sign-in name.' })
  userName!: string;

  @Field(() => String, { description: 'The name shown to others and in e-mails.' })
  name!: string;

  @Field(() => Role, { description: 'ADMIN or SHOP_OWNER; an admin may also use the owner area.' })
  role!: Role;

  @Field(() => Language, {
    description: 'The language of the back office and of e-mails sent to this user.',
  })
  language!: Language;

  @Field(() => [Role], {
    description: 'Areas this user may enter: admins enter both.',
    complexity: listComplexity(2),
  })
  areas!: Role[];
}

@InputType({ description: "The caller's current password and the new one, twice." })
export class ChangePasswordInput {
  @Field(() => String, {
    description: 'The current password; a wrong one is a userError on this field.',
  })
  oldPassword!: string;

  @Field(() => String, { description: 'The new password, 8 to 128 characters.' })
  newPassword!: string;

  @Field(() => String, { description: 'The new password again; must match `newPassword`.' })
  repeatPassword!: string;
}

@ObjectType({ description: 'The result of a password change: a new session, or why not.' })
export class ChangePasswordPayload {
  @Field(() => Session, {
    nullable: true,
    description: 'A fresh session: every other token of the user stops working.',
  })
  session!: Session | null;

  @Field(() => [UserError], {
    description:
      'Expected failures (wrong old password, too short, not repeated); empty on success.',
  })
  userErrors!: UserError[];
}

@InputType({ description: "The caller's new language." })
export class SetMyLanguageInput {
  @Field(() => Language, { description: 'EN or VN.' })
  language!: Language;
}

@ObjectType({ description: 'The signed-in user after a change to their own settings.' })
export class MePayload {
  @Field(() => Me, {
    description: 'The user as changed; null when userErrors says why nothing changed.',
    nullable: true,
  })
  me!: Me | null;

  @Field(() => [UserError], {
    description: 'Expected failures, each tied to an input field; empty on success.',
  })
  userErrors!: UserError[];
}

@InputType({
  description: "A browser's Web Push subscription (PushSubscription.toJSON()) or a device id.",
})
export class RegisterPushSubscriptionInput {
  @Field(() => String, {
    description: 'The Web Push endpoint URL, or a device id from older clients.',
  })
  endpoint!: string;

  @Field(() => String, { nullable: true, description: 'Web Push: the subscription key p256dh.' })
  p256dh?: string | null;

  @Field(() => String, { nullable: true, description: 'Web Push: the subscription secret.' })
  auth?: string | null;
}

@InputType({ description: 'The push endpoint to forget.' })
export class UnregisterPushSubscriptionInput {
  @Field(() => String, { description: 'The endpoint (or device id) given at registration.' })
  endpoint!: string;
}
