import { FormattedMessage } from 'react-intl';
import { NotFoundState } from '../../ui/NotFoundState';

/** A path under /shopowner the area does not know: said in the area, with the way home. */
export default function OwnerNotFoundScreen() {
  return (
    <NotFoundState backTo="/shopowner" backLabel={<FormattedMessage id="owner.profile.menu" />} />
  );
}
