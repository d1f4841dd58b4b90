import { Field, ID, InputType } from 'type-graphql';
import { reviewLimits } from './reviews.service';

@InputType({
  description: "The shop's reply to a review of one of the caller's shops.",
})
export class SetReviewReplyInput {
  @Field(() => ID, { description: "The review's global ID." })
  reviewId!: string;

  @Field(() => String, {
    nullable: true,
    description: `The reply, trimmed, at most ${reviewLimits.reply} characters; a new reply is dated now. Null or blank removes the reply.`,
  })
  reply?: string | null;
}
