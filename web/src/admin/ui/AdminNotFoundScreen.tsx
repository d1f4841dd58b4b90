import { FormattedMessage } from 'react-intl';
import { NotFoundState } from '../../ui/NotFoundState';

/** A path under /dashboard the area does not know: said in the area, with the way to its menu. */
export default function AdminNotFoundScreen() {
  return (
    <NotFoundState backTo="/dashboard" backLabel={<FormattedMessage id="admin.menu.title" />} />
  );
}
