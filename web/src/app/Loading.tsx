import { FormattedMessage } from 'react-intl';

/** What a page shows while its code or texts download. */
export function Loading() {
  return (
    <p role="status">
      <FormattedMessage id="app.loading" />
    </p>
  );
}
