import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from '../ui/ErrorState';

function ScreenLoadError() {
  const intl = useIntl();
  return (
    <ErrorState
      message={intl.formatMessage({ id: 'app.screenError' })}
      // A screen's code that failed to load is not asked for again without a fresh start.
      onRetry={() => window.location.reload()}
    />
  );
}

/**
 * A screen that cannot be shown (its code did not load: offline on a page not seen before,
 * or a new version replaced it) says so under the header, instead of blanking the app.
 */
export class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ScreenLoadError /> : this.props.children;
  }
}
