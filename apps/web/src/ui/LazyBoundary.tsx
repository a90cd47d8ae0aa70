import { Component, type ReactNode, Suspense } from 'react';
import { isChunkLoadError } from '../lib/lazy-chunk';
import { ChunkErrorPanel } from '../pages/RouteErrorPage';
import { Modal } from './Modal';
import { LoadingState } from './StatePanel';

interface BoundaryProps {
  children: ReactNode;
  onClose?: () => void;
}

/** Catches only load errors of lazy chunks; any other error goes on to the route's error element. */
class ChunkErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    const panel = <ChunkErrorPanel error={error} isCompact />;
    if (!this.props.onClose) return panel;
    return (
      <Modal isOpen onClose={this.props.onClose} size="small" testId="chunk-error-modal">
        {panel}
      </Modal>
    );
  }
}

interface LazyBoundaryProps {
  children: ReactNode;
  /** Shown while the chunk downloads; a loading spinner unless given. */
  fallback?: ReactNode;
  /**
   * For lazy content that is not already inside a popup (a popup that opens itself): the load error
   * then shows in a popup of its own, closed with this.
   */
  onClose?: () => void;
}

/** Where a lazily loaded part of the page renders: a fallback while it downloads, the load error if it fails. */
export function LazyBoundary({ children, fallback = <LoadingState />, onClose }: LazyBoundaryProps) {
  return (
    <ChunkErrorBoundary onClose={onClose}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
