import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Language, Role } from '../../generated/prisma/enums';
import { UserError } from '../../graphql/user-error';

registerEnumType(Role, { name: 'Role', description: 'What a signed-in user may do.' });
registerEnumType(Language, {
  name: 'Language',
  description: 'The app languages: English and Vietnamese.',
});

export { Language, Role };

@ObjectType({ description: 'Who a session belongs to.' })
export class SessionUser {
  @Field(() => Role)
  role!: Role;

  @Field(() => String)
  userName!: string;
}

@ObjectType({
  description: 'A signed-in session: send the token as `Authorization: Bearer <token>`.',
})
export class Session {
  @Field(() => String)
  token!: string;

  @Field(() => SessionUser)
  user!: SessionUser;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  password!: string;

  @Field(() => Role, {
    description: 'The area to sign in to: ADMIN, or SHOP_OWNER (admins may use it too).',
  })
  area!: Role;
}

@ObjectType({ description: 'The signed-in user, and the areas of the app they may enter.' })
export class Me {
  @Field(() => String)
  userName!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Role)
  role!: Role;

  @Field(() => Language)
  language!: Language;

  @Field(() => [Role], { description: 'Areas this user may enter: admins enter both.' })
  areas!: Role[];
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  oldPassword!: string;

  @Field(() => String)
  newPassword!: string;

  @Field(() => String)
  repeatPassword!: string;
}

@ObjectType()
export class ChangePasswordPayload {
  @Field(() => Session, {
    nullable: true,
    description: 'A fresh session: every other token of the user stops working.',
  })
  session!: Session | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
export class SetMyLanguageInput {
  @Field(() => Language)
  language!: Language;
}

@ObjectType()
export class MePayload {
  @Field(() => Me, { nullable: true })
  me!: Me | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@InputType()
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

@InputType()
export class UnregisterPushSubscriptionInput {
  @Field(() => String, { description: 'The endpoint (or device id) given at registration.' })
  endpoint!: string;
}
