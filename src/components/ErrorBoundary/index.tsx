import { Alert, Button } from 'antd';
import React from 'react';
import { useTranslation } from 'react-i18next';

function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  // An Alert, not a Result: Result's illustrations would load with every page (~10 kB gzip).
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ margin: 24 }}
      message={t('error.boundary.title')}
      description={t('error.boundary.subTitle')}
      action={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

interface Props {
  children: React.ReactNode;
}

/** Keeps a crashing screen inside its area: the layout and menu stay usable; Retry re-mounts it. */
export default class ErrorBoundary extends React.Component<Props, { error?: Error; attempt: number }> {
  state: { error?: Error; attempt: number } = { attempt: 0 };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: React.ErrorInfo) {
    // eslint-disable-next-line no-console
    console.error('Screen crashed', error, info.componentStack);
  }

  retry = () => this.setState((s) => ({ error: undefined, attempt: s.attempt + 1 }));

  render() {
    if (this.state.error) return <ErrorFallback onRetry={this.retry} />;
    return <React.Fragment key={this.state.attempt}>{this.props.children}</React.Fragment>;
  }
}
