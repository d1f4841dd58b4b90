import { FormattedMessage } from 'react-intl';

/** Being built: replaced by the real screen. */
export default function CheckEmailScreen() {
  return (
    <h1>
      <FormattedMessage id="app.name" />
    </h1>
  );
}
