import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useEffect,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBlock } from '../components/status-block';

/** SPEC §9: a page chunk that has not arrived after 120 s is a chunk-load error. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** The page loader shows a spinner only after 200 ms, and says it is slow after 60 s. */
export const PAGE_DELAY_MS = 200;
export const PAGE_TIMEOUT_MS = 60_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('The page could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function withChunkTimeout<T>(loading: Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

const pageCache = new Map<() => Promise<{ default: ComponentType }>, LazyExoticComponent<ComponentType>>();

/** One lazy component per loader, so moving between pages never reloads a chunk. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  let page = pageCache.get(load);
  if (!page) {
    page = lazy(() => withChunkTimeout(load()));
    pageCache.set(load, page);
  }
  return page;
}

export function PageFallback() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<'hidden' | 'loading' | 'slow'>('hidden');
  useEffect(() => {
    const show = setTimeout(() => setStage('loading'), PAGE_DELAY_MS);
    const slow = setTimeout(() => setStage('slow'), PAGE_TIMEOUT_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(slow);
    };
  }, []);
  if (stage === 'hidden') return null;
  if (stage === 'loading') {
    return (
      <div className="page-loading" role="status" aria-label={t('loading')}>
        <DotLoading color="primary" />
      </div>
    );
  }
  return (
    <StatusBlock status="disconnected" title={t('pageSlow.title')} description={t('pageSlow.description')}>
      <Button color="primary" onClick={() => window.location.reload()}>
        {t('retry')}
      </Button>
    </StatusBlock>
  );
}

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: Error, retry: () => void) => ReactNode;
}

export class PageErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error) return this.props.fallback(this.state.error, () => window.location.reload());
    return this.props.children;
  }
}
