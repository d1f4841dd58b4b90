import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

export function NotFoundScreen() {
  return (
    <>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <Link to="/">
        <FormattedMessage id="notFound.home" />
      </Link>
    </>
  );
}
