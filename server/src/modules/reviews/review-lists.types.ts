import { ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection';
import { Review } from './reviews.types';

@ObjectType({
  description: 'A page of Review objects, with cursors and the total count (Relay connection).',
})
export class ReviewConnection extends ConnectionType(Review) {}
