import { ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection';
import { Review } from './reviews.types';

@ObjectType()
export class ReviewConnection extends ConnectionType(Review) {}
